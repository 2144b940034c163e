import { contractDeposit, contractFee, contractValue, Money } from '@bourse/core'
import { type Command, InvalidArgumentError } from 'commander'
import type { Decimal } from 'decimal.js'
import { decimalOption } from '../arguments.js'
import { type Output, printResult } from '../output.js'

const notNegative =
  (name: string) =>
  (text: string): Decimal => {
    const value = decimalOption(name)(text)
    if (value.lt(0)) throw new InvalidArgumentError(`${name} must not be negative, got "${text}"`)
    return value
  }

const wholePositive =
  (name: string) =>
  (text: string): number => {
    const cleaned = text.trim()
    if (!/^\d+$/.test(cleaned) || Number(cleaned) < 1 || !Number.isSafeInteger(Number(cleaned)))
      throw new InvalidArgumentError(`${name} must be a whole number of at least 1, got "${text}"`)
    return Number(cleaned)
  }

/**
 * `bourse calc index-order`: the deposit round2(depositAmt × hands ÷ lever), the fee round2(transFee × hands)
 * and the contract value eachPoint × hands × 100 of an index or futures order.
 */
export const addCalcIndexOrder = (calc: Command, output: Output): void => {
  calc
    .command('index-order')
    .description('Show the deposit, fee and contract value of an index or futures order')
    .requiredOption(
      '--deposit-amt <amount>',
      'deposit per hand before leverage (depositAmt)',
      notNegative('--deposit-amt'),
    )
    .requiredOption('--hands <count>', 'number of hands', wholePositive('--hands'))
    .requiredOption('--lever <count>', 'leverage', wholePositive('--lever'))
    .requiredOption('--trans-fee <amount>', 'fee per hand (transFee)', notNegative('--trans-fee'))
    .requiredOption('--each-point <amount>', 'rupees per point per hand (eachPoint)', notNegative('--each-point'))
    .option('--json', 'print JSON')
    .action(
      (options: {
        depositAmt: Decimal
        hands: number
        lever: number
        transFee: Decimal
        eachPoint: Decimal
        json?: boolean
      }) => {
        printResult(
          output,
          {
            deposit: Money.toText(contractDeposit(Money.of(options.depositAmt), options.hands, options.lever)),
            fee: Money.toText(contractFee(Money.of(options.transFee), options.hands)),
            contractValue: Money.toText(contractValue(Money.of(options.eachPoint), options.hands)),
          },
          options.json === true,
        )
      },
    )
}
