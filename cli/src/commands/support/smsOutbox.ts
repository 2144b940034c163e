import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { staffCall } from '../../internal/serverClient.js'
import { staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printTable } from '../../output.js'

/** `bourse sms outbox [--phone P]`: what the development SMS provider "sent", newest first. */
export const runSmsOutbox = async (context: CommandContext): Promise<void> => {
  const phone = context.options.phone
  const rows = await staffCall(staffTarget(context), '/sms/outbox', typeof phone === 'string' ? { phone } : {})
  if (wantsJson(context)) return printJson(context.output, rows)
  printTable(
    context.output,
    rows,
    [
      { heading: 'at', value: (row) => instantText(row.at) },
      { heading: 'phone', value: (row) => row.phone },
      { heading: 'purpose', value: (row) => row.purpose },
      { heading: 'text', value: (row) => row.text },
    ],
    'The outbox is empty.',
  )
}
