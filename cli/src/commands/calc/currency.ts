import { inCurrency } from '@bourse/core/currency'
import { Money, Rate } from '@bourse/core/money'
import { defaultSettings } from '@bourse/core/settings'
import type { Command } from 'commander'
import type { Decimal } from 'decimal.js'
import { decimalOption } from '../../arguments.js'
import { type Output, printResult } from '../../output.js'

/** `bourse calc currency --inr X`: the USD and HKD views of a rupee amount. */
export const addCalcCurrency = (calc: Command, output: Output): void => {
  calc
    .command('currency')
    .description('Show a rupee amount in US and Hong Kong dollars (display rates as parameters)')
    .requiredOption('--inr <amount>', 'amount in rupees', decimalOption('--inr'))
    .option(
      '--usd-rate <rate>',
      'rupees per US dollar',
      decimalOption('--usd-rate', { positive: true }),
      defaultSettings.usdRate,
    )
    .option(
      '--hkd-rate <rate>',
      'rupees per Hong Kong dollar',
      decimalOption('--hkd-rate', { positive: true }),
      defaultSettings.hkdRate,
    )
    .option('--json', 'print JSON')
    .action((options: { inr: Decimal; usdRate: Decimal; hkdRate: Decimal; json?: boolean }) => {
      const inr = Money.of(options.inr)
      const rates = { usdRate: Rate.of(options.usdRate), hkdRate: Rate.of(options.hkdRate) }
      printResult(
        output,
        {
          inr: Money.toText(inr),
          usd: Money.toText(inCurrency(inr, 'USD', rates)),
          hkd: Money.toText(inCurrency(inr, 'HKD', rates)),
        },
        options.json === true,
      )
    })
}
