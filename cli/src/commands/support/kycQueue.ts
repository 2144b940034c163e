import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { staffCall } from '../../internal/serverClient.js'
import { staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printTable } from '../../output.js'

/** `bourse kyc queue`: real-name applications under review, oldest first (ID numbers masked). */
export const runKycQueue = async (context: CommandContext): Promise<void> => {
  const queue = await staffCall(staffTarget(context), '/kyc/queue', {})
  if (wantsJson(context)) return printJson(context.output, queue)
  printTable(
    context.output,
    queue,
    [
      { heading: 'phone', value: (row) => row.phone },
      { heading: 'real name', value: (row) => row.realName },
      { heading: 'ID', value: (row) => row.idCard },
      { heading: 'submitted', value: (row) => instantText(row.submittedAt) },
    ],
    'No real-name application is waiting.',
  )
}
