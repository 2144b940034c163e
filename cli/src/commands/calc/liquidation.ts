import { Money, Rate } from '@bourse/core/money'
import { assessRisk } from '@bourse/core/risk'
import { defaultSettings } from '@bourse/core/settings'
import type { Command } from 'commander'
import type { Decimal } from 'decimal.js'
import { decimalOption, notNegativeOption } from '../../arguments.js'
import { type Output, printResult } from '../../output.js'

/**
 * `bourse calc liquidation --available A --frozen F --floating X`: the liquidation line
 * round2((A + F) × percent), the distance line + X, and whether the account is liquidated (X ≤ −line).
 */
export const addCalcLiquidation = (calc: Command, output: Output): void => {
  calc
    .command('liquidation')
    .description('Show the liquidation line, the distance to it and whether an account is liquidated')
    .requiredOption(
      '--available <amount>',
      'available balance (may be negative after a gap loss)',
      decimalOption('--available'),
    )
    .requiredOption('--frozen <amount>', 'frozen balance (margins of open positions)', notNegativeOption('--frozen'))
    .requiredOption(
      '--floating <amount>',
      'floating P&L of the open positions, fees deducted',
      decimalOption('--floating'),
    )
    .option(
      '--force-stop-percent <rate>',
      'liquidation percent (forceStopPercent; forceSellPercent for index and futures)',
      notNegativeOption('--force-stop-percent'),
      defaultSettings.forceStopPercent,
    )
    .option('--json', 'print JSON')
    .action(
      (options: {
        available: Decimal
        frozen: Decimal
        floating: Decimal
        forceStopPercent: Decimal
        json?: boolean
      }) => {
        const risk = assessRisk(
          { available: Money.of(options.available), frozen: Money.of(options.frozen) },
          Money.of(options.floating),
          { stopPercent: Rate.of(options.forceStopPercent), remindRatio: defaultSettings.forceStopRemindRatio },
        )
        printResult(
          output,
          { line: Money.toText(risk.line), distance: Money.toText(risk.distance), liquidate: risk.liquidate },
          options.json === true,
        )
      },
    )
}
