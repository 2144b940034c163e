import { type CommandContext, signedInTarget, wantsJson } from '../../internal/commandContext.js'
import { usageFailure } from '../../internal/failure.js'
import { investorCall } from '../../internal/serverClient.js'
import { firstArgument } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'

type AlertRow = Awaited<ReturnType<typeof investorCall<'/user/alert/list.do'>>>[number]

const conditionOf = (alert: AlertRow) =>
  `${alert.field} ${alert.op} ${alert.value ?? alert.otherCode ?? ''}${alert.repeat === 'daily' ? ' (daily)' : ''}`

const printOne = (context: CommandContext, alert: AlertRow) =>
  printResult(
    context.output,
    wantsJson(context)
      ? alert
      : {
          id: alert.id,
          code: `${alert.code} ${alert.name}`,
          condition: conditionOf(alert),
          status: alert.reason === '' ? alert.status : `${alert.status} (${alert.reason})`,
          fired: alert.firedAt === null ? '' : `${instantText(alert.firedAt)} at ${alert.firedValue ?? ''}`,
        },
    wantsJson(context),
  )

/** `bourse alerts` (issue 30): the investor's alerts, with status and when each last fired. */
export const runAlertList = async (context: CommandContext): Promise<void> => {
  const alerts = await investorCall(signedInTarget(context, 'investor'), '/user/alert/list.do', {})
  if (wantsJson(context)) return printJson(context.output, alerts)
  printTable(
    context.output,
    alerts,
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'code', value: (row) => row.code },
      { heading: 'condition', value: conditionOf },
      { heading: 'status', value: (row) => row.status },
      {
        heading: 'fired',
        value: (row) => (row.firedAt === null ? '' : `${instantText(row.firedAt)} ${row.firedValue ?? ''}`),
      },
    ],
    'No alert.',
  )
}

/**
 * `bourse alerts add <code> <field> <op> <value|--vs CODE> [--daily]`: e.g. `bourse alerts add 600519 nowPrice '<=' 1700`.
 */
export const runAlertAdd = async (context: CommandContext): Promise<void> => {
  const [code = '', field = '', op = '', value] = context.args
  const versus = context.options.vs === undefined ? undefined : String(context.options.vs)
  if (code === '' || field === '' || op === '') throw usageFailure('add <code> <field> <op> <value>, or --vs CODE')
  const alert = await investorCall(signedInTarget(context, 'investor'), '/user/alert/add.do', {
    code,
    field,
    op,
    ...(value === undefined ? {} : { value }),
    ...(versus === undefined ? {} : { otherCode: versus }),
    repeat: context.options.daily ? 'daily' : 'once',
  })
  printOne(context, alert)
}

/** `bourse alerts delete <id>`. */
export const runAlertDelete = async (context: CommandContext): Promise<void> => {
  const id = Number(firstArgument(context))
  if (!Number.isInteger(id) || id <= 0) throw usageFailure(`not an alert id: ${firstArgument(context)}`)
  await investorCall(signedInTarget(context, 'investor'), '/user/alert/del.do', { id: String(id) })
  context.output.out(`alert ${id} deleted\n`)
}
