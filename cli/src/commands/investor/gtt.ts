import { type CommandContext, signedInTarget, wantsJson } from '../../internal/commandContext.js'
import { usageFailure } from '../../internal/failure.js'
import { investorCall } from '../../internal/serverClient.js'
import { firstArgument } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'

type GttRow = Awaited<ReturnType<typeof investorCall<'/user/gtt/list.do'>>>[number]

const legsOf = (gtt: GttRow) =>
  gtt.legs
    .map(
      (leg) =>
        `${leg.side === 'rise' ? '≥' : '≤'} ${leg.triggerPrice}: ${leg.buyType === 0 ? 'buy up' : 'buy fall'} ${leg.buyNum} × ${leg.lever} @ ${leg.limitPrice}`,
    )
    .join(' | ')

/** `bourse gtt` (issue 30): the investor's GTT orders, their legs and what each firing did. */
export const runGttList = async (context: CommandContext): Promise<void> => {
  const gtts = await investorCall(signedInTarget(context, 'investor'), '/user/gtt/list.do', {})
  if (wantsJson(context)) return printJson(context.output, gtts)
  printTable(
    context.output,
    gtts,
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'code', value: (row) => row.code },
      { heading: 'type', value: (row) => row.type },
      { heading: 'legs', value: legsOf },
      { heading: 'status', value: (row) => (row.reason === '' ? row.status : `${row.status}: ${row.reason}`) },
      {
        heading: 'fired',
        value: (row) => (row.firedAt === null ? '' : `${instantText(row.firedAt)} ${row.firedPrice ?? ''}`),
      },
    ],
    'No GTT order.',
  )
}

/**
 * `bourse gtt add <code> <lastPrice> <trigger> <limit> <shares> <lever> [--short] [--oco TRIGGER LIMIT]`: one leg, or
 * an OCO with a second leg of the same direction and size.
 */
export const runGttAdd = async (context: CommandContext): Promise<void> => {
  const [code = '', lastPrice = '', triggerPrice = '', limitPrice = '', buyNum = '', lever = ''] = context.args
  if ([code, lastPrice, triggerPrice, limitPrice, buyNum, lever].includes(''))
    throw usageFailure('add <code> <lastPrice> <trigger> <limit> <shares> <lever>')
  const buyType = context.options.short ? 1 : 0
  const leg = (trigger: string, limit: string) => ({
    triggerPrice: trigger,
    limitPrice: limit,
    buyType,
    buyNum: Number(buyNum),
    lever: Number(lever),
  })
  const oco = context.options.oco as string[] | undefined
  const legs = oco ? [leg(triggerPrice, limitPrice), leg(oco[0] ?? '', oco[1] ?? '')] : [leg(triggerPrice, limitPrice)]
  const gtt = await investorCall(signedInTarget(context, 'investor'), '/user/gtt/add.do', {
    code,
    type: oco ? 'oco' : 'single',
    lastPrice,
    legs: JSON.stringify(legs),
  })
  printResult(
    context.output,
    wantsJson(context) ? gtt : { id: gtt.id, code: gtt.code, type: gtt.type, legs: legsOf(gtt), status: gtt.status },
    wantsJson(context),
  )
}

/** `bourse gtt cancel <id>`: an active GTT is cancelled; one that is over leaves the list. */
export const runGttCancel = async (context: CommandContext): Promise<void> => {
  const id = Number(firstArgument(context))
  if (!Number.isInteger(id) || id <= 0) throw usageFailure(`not a GTT id: ${firstArgument(context)}`)
  await investorCall(signedInTarget(context, 'investor'), '/user/gtt/del.do', { id: String(id) })
  context.output.out(`GTT ${id} cancelled\n`)
}
