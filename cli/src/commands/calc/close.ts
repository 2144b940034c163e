import { Fees } from '@bourse/core/fees'
import { Money, Price, Rate, Shares } from '@bourse/core/money'
import { StockOrder } from '@bourse/core/orders'
import { settleClose } from '@bourse/core/positions'
import { defaultSettings } from '@bourse/core/settings'
import type { Command } from 'commander'
import type { Decimal } from 'decimal.js'
import { decimalOption, notNegativeOption, sideOption, wholeOption } from '../../arguments.js'
import { type Output, printResult } from '../../output.js'

interface CloseOptions {
  side: 'long' | 'short'
  open: Decimal
  close: Decimal
  shares: number
  lever: number
  sellFee: Decimal
  stayFees: Decimal
  json?: boolean
}

/**
 * `bourse calc close`: P&L round2((close − open) × shares) (negated for a short), sell fee round2(close notional ×
 * sellFee), net = P&L − sell fee − stay fees, released = margin + net with margin = round2(open notional ÷ lever).
 */
export const addCalcClose = (calc: Command, output: Output): void => {
  calc
    .command('close')
    .description('Show the P&L, sell fee, net and released amount of closing a stock position')
    .requiredOption('--side <side>', 'long (buy up) or short (buy fall)', sideOption)
    .requiredOption('--open <price>', 'opening price per share', decimalOption('--open', { positive: true }))
    .requiredOption('--close <price>', 'closing price per share', decimalOption('--close', { positive: true }))
    .requiredOption('--shares <count>', 'number of shares', wholeOption('--shares'))
    .requiredOption('--lever <count>', 'leverage', wholeOption('--lever'))
    .option('--sell-fee <rate>', 'sell fee rate', notNegativeOption('--sell-fee'), defaultSettings.sellFee)
    .option('--stay-fees <amount>', 'stay fees accrued, charged now', notNegativeOption('--stay-fees'), Money.zero)
    .option('--json', 'print JSON')
    .action((options: CloseOptions) => {
      const schedule = Fees.fromSettings({ ...defaultSettings, sellFee: Rate.of(options.sellFee) })
      const openPrice = Price.of(options.open)
      const shares = Shares.of(options.shares)
      const notional = Price.notional(openPrice, shares)
      const s = settleClose(
        {
          direction: options.side,
          openPrice,
          shares,
          margin: StockOrder.margin(notional, options.lever),
          spreadRate: Rate.zero,
          // Opening charges do not enter pnl, net or released; they only feed allProfitAndLose, not printed here.
          openingCharges: Fees.openingCharges(notional, schedule, Rate.zero),
          stayFees: Money.of(options.stayFees),
          stayDays: 0,
        },
        Price.of(options.close),
        schedule,
      )
      printResult(
        output,
        {
          pnl: Money.toText(s.pnl),
          sellFee: Money.toText(s.sellFee),
          net: Money.toText(s.net),
          released: Money.toText(s.released),
        },
        options.json === true,
      )
    })
}
