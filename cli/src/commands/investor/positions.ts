import { Money, Price, Rate, Shares } from '@bourse/core/money'
import { liquidationLine, liquidationPrice, type RiskPosition } from '@bourse/core/risk'
import { type CommandContext, signedInTarget, wantsJson } from '../../internal/commandContext.js'
import { investorCall, type ServerTarget } from '../../internal/serverClient.js'
import { printJson, printResult, printTable, withSeparators } from '../../output.js'

/** Every open stock position, page by page (100 a page, the most the server gives). */
const openPositions = async (target: ServerTarget) => {
  const rows = []
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await investorCall(target, '/user/position/list.do', {
      state: '0',
      pageNum: String(pageNum),
      pageSize: '100',
    })
    rows.push(...page.list)
    if (page.list.length < 100 || rows.length >= page.total) return rows
  }
}

/**
 * `bourse positions`: open stock positions with live P&L, and for each the price at which the stock account would
 * reach its liquidation line if only that stock moved (core `liquidationPrice`, as the web app shows it).
 */
export const runPositions = async (context: CommandContext): Promise<void> => {
  const target = signedInTarget(context, 'investor')
  const [user, settings, positions] = await Promise.all([
    investorCall(target, '/user/getUserInfo.do', {}),
    investorCall({ ...target, token: undefined }, '/api/admin/getSetting.do', {}),
    openPositions(target),
  ])
  const balances = { available: Money.of(user.enableAmt), frozen: Money.of(user.allFreezAmt) }
  const stopPercent = Rate.of(settings.forceStopPercent)
  const risk: RiskPosition[] = positions.map((position) => ({
    symbol: position.stockCode,
    direction: position.orderDirection,
    openPrice: Price.of(position.buyOrderPrice),
    quantity: Shares.of(position.orderNum),
    stayFees: Money.of(position.orderStayFee),
  }))
  const prices = new Map(positions.map((position) => [position.stockCode, Price.of(position.now_price)]))
  const rows = positions.map((position) => {
    const price = liquidationPrice(
      balances,
      stopPercent,
      risk,
      (code) => prices.get(code) ?? Price.of(position.now_price),
      position.stockCode,
    )
    const now = Price.of(position.now_price)
    return {
      positionSn: position.positionSn,
      code: position.stockCode,
      name: position.stockName,
      direction: position.orderDirection,
      shares: String(position.orderNum),
      openPrice: position.buyOrderPrice,
      nowPrice: position.now_price,
      profitAndLoss: position.profitAndLose,
      liquidationPrice: price === undefined ? '' : price.toFixed(2),
      distance: price === undefined ? '' : now.minus(price).abs().toFixed(2),
    }
  })
  const line = Money.toText(liquidationLine(balances.available, balances.frozen, stopPercent))
  if (wantsJson(context)) return printJson(context.output, { liquidationLine: line, positions: rows })
  printResult(
    context.output,
    {
      available: withSeparators(user.enableAmt),
      frozen: withSeparators(user.allFreezAmt),
      liquidationLine: withSeparators(line),
    },
    false,
  )
  context.output.out('\n')
  printTable(
    context.output,
    rows,
    [
      { heading: 'position', value: (row) => row.positionSn },
      { heading: 'code', value: (row) => row.code },
      { heading: 'side', value: (row) => row.direction },
      { heading: 'shares', value: (row) => row.shares },
      { heading: 'open', value: (row) => row.openPrice, amount: true },
      { heading: 'now', value: (row) => row.nowPrice, amount: true },
      { heading: 'P&L', value: (row) => row.profitAndLoss, amount: true },
      { heading: 'liq. price', value: (row) => row.liquidationPrice, amount: true },
      { heading: 'distance', value: (row) => row.distance, amount: true },
    ],
    'No open position.',
  )
}
