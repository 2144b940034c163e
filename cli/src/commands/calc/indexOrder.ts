import { contractDeposit, contractFee, contractValue } from '@bourse/core/contracts'
import { Money } from '@bourse/core/money'
import type { Command } from 'commander'
import type { Decimal } from 'decimal.js'
import { notNegativeOption, wholeOption } from '../../arguments.js'
import { type Output, printResult } from '../../output.js'

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
      notNegativeOption('--deposit-amt'),
    )
    .requiredOption('--hands <count>', 'number of hands', wholeOption('--hands'))
    .requiredOption('--lever <count>', 'leverage', wholeOption('--lever'))
    .requiredOption('--trans-fee <amount>', 'fee per hand (transFee)', notNegativeOption('--trans-fee'))
    .requiredOption('--each-point <amount>', 'rupees per point per hand (eachPoint)', notNegativeOption('--each-point'))
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
