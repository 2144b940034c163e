import { Fees } from '@bourse/core/fees'
import { Money, Price, Rate, Shares } from '@bourse/core/money'
import { StockOrder } from '@bourse/core/orders'
import { defaultSettings } from '@bourse/core/settings'
import { defaultSpreadRules, spreadRate } from '@bourse/core/spread'
import type { Command } from 'commander'
import type { Decimal } from 'decimal.js'
import { decimalOption, notNegativeOption, sideOption, wholeOption } from '../../arguments.js'
import { type Output, printResult } from '../../output.js'

interface StockOrderOptions {
  price: Decimal
  hands: number
  lever: number
  side: 'long' | 'short'
  buyFee: Decimal
  dutyFee: Decimal
  spreadRate?: Decimal
  json?: boolean
}

/**
 * `bourse calc stock-order`: notional, margin round2(notional ÷ lever), buy fee, stamp duty and spread (each round2),
 * their sum and the deposit margin + charges of a stock market order.
 */
export const addCalcStockOrder = (calc: Command, output: Output): void => {
  calc
    .command('stock-order')
    .description('Show the margin, charges and deposit of a stock market order')
    .requiredOption('--price <price>', 'current price per share', decimalOption('--price', { positive: true }))
    .requiredOption('--hands <count>', 'hands of 100 shares', wholeOption('--hands'))
    .requiredOption('--lever <count>', 'leverage', wholeOption('--lever'))
    .requiredOption('--side <side>', 'long (buy up) or short (buy fall)', sideOption)
    .option('--buy-fee <rate>', 'buy fee rate', notNegativeOption('--buy-fee'), defaultSettings.buyFee)
    .option('--duty-fee <rate>', 'stamp duty rate', notNegativeOption('--duty-fee'), defaultSettings.dutyFee)
    .option(
      '--spread-rate <rate>',
      'spread rate (default: the default spread rules at this price)',
      notNegativeOption('--spread-rate'),
    )
    .option('--json', 'print JSON')
    .action((options: StockOrderOptions) => {
      const price = Price.of(options.price)
      const shares = Shares.of(options.hands * Shares.perHand)
      const schedule = Fees.fromSettings({
        ...defaultSettings,
        buyFee: Rate.of(options.buyFee),
        dutyFee: Rate.of(options.dutyFee),
      })
      const rate =
        options.spreadRate === undefined
          ? spreadRate(defaultSpreadRules, { price, code: '', notional: Price.notional(price, shares) })
          : Rate.of(options.spreadRate)
      const q = StockOrder.quote({ price, shares, lever: options.lever, spreadRate: rate }, schedule)
      printResult(
        output,
        {
          notional: Money.toText(q.notional),
          margin: Money.toText(q.margin),
          buyFee: Money.toText(q.buyFee),
          stampDuty: Money.toText(q.stampDuty),
          spread: Money.toText(q.spread),
          charges: Money.toText(q.charges),
          deposit: Money.toText(q.deposit),
        },
        options.json === true,
      )
    })
}
