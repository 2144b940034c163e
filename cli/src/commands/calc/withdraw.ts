import { withdrawalFee } from '@bourse/core/funds'
import { Money, Rate } from '@bourse/core/money'
import { defaultSettings } from '@bourse/core/settings'
import { type Command, InvalidArgumentError } from 'commander'
import type { Decimal } from 'decimal.js'
import { notNegativeOption } from '../../arguments.js'
import { type Output, printResult } from '../../output.js'

const amountOption = (text: string): Decimal => {
  const value = notNegativeOption('--amount', { decimals: 2 })(text)
  if (value.isZero()) throw new InvalidArgumentError(`--amount must be greater than 0, got "${text}"`)
  return value
}

/** `bourse calc withdraw --amount A`: the withdrawal fee, round2(single + amount × percent), and what is received. */
export const addCalcWithdraw = (calc: Command, output: Output): void => {
  calc
    .command('withdraw')
    .description('Show the fee and the received amount of a withdrawal (fee schedule as parameters)')
    .requiredOption('--amount <amount>', 'amount to withdraw, in rupees', amountOption)
    .option(
      '--fee-single <amount>',
      'fixed fee per withdrawal',
      notNegativeOption('--fee-single', { decimals: 2 }),
      defaultSettings.withFeeSingle,
    )
    .option(
      '--fee-percent <rate>',
      'fee rate on the amount',
      notNegativeOption('--fee-percent'),
      defaultSettings.withFeePercent,
    )
    .option('--json', 'print JSON')
    .action((options: { amount: Decimal; feeSingle: Decimal; feePercent: Decimal; json?: boolean }) => {
      const amount = Money.of(options.amount)
      const fee = withdrawalFee(amount, {
        withFeeSingle: Money.of(options.feeSingle),
        withFeePercent: Rate.of(options.feePercent),
      })
      printResult(
        output,
        { amount: Money.toText(amount), fee: Money.toText(fee), received: Money.toText(Money.sub(amount, fee)) },
        options.json === true,
      )
    })
}
