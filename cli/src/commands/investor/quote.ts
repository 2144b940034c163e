import { type CommandContext, serverOf, wantsJson } from '../../internal/commandContext.js'
import { languageOf } from '../../internal/language.js'
import { investorCall } from '../../internal/serverClient.js'
import { firstArgument } from '../../internal/staffTarget.js'
import { printJson, printResult } from '../../output.js'

/** `bourse quote <code>`: the stock and its live quote (public, no sign-in). */
export const runQuote = async (context: CommandContext): Promise<void> => {
  const single = await investorCall(
    { server: serverOf(context, 'investor'), token: undefined },
    '/api/stock/getSingleStock.do',
    {
      code: firstArgument(context),
    },
  )
  if (wantsJson(context)) return printJson(context.output, single)
  const { stock, quote } = single
  printResult(
    context.output,
    {
      code: stock.code,
      name: languageOf(context.env) === 'en' ? (stock.nameEn ?? stock.name) : stock.name,
      price: quote.price,
      change: quote.delta,
      open: quote.open,
      high: quote.high,
      low: quote.low,
      previousClose: quote.close,
      limitUp: quote.limitUp,
      limitDown: quote.limitDown,
    },
    false,
  )
}
