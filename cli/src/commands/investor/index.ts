import type { Command } from 'commander'
import { type AreaDependencies, actionOf, withCommonOptions } from '../area.js'
import { runAlertAdd, runAlertDelete, runAlertList } from './alerts.js'
import { runGttAdd, runGttCancel, runGttList } from './gtt.js'
import { runPositions } from './positions.js'
import { runQuote } from './quote.js'

/** Investors' commands: `quote`, `positions`, `alerts`, `gtt`. */
export const register = (program: Command, dependencies: AreaDependencies): void => {
  withCommonOptions(
    program.command('quote').description('The live quote of a stock').argument('<code>', 'stock code, e.g. 600000'),
  ).action(actionOf(dependencies, runQuote))
  withCommonOptions(
    program
      .command('positions')
      .description('Your open stock positions with P&L and the price at which each would liquidate the account'),
  ).action(actionOf(dependencies, runPositions))
  const action = (run: Parameters<typeof actionOf>[1]) => actionOf(dependencies, run)
  const alerts = program.command('alerts').description('Your price alerts (issue 30): list, add, delete')
  withCommonOptions(alerts.command('list', { isDefault: true }).description('Every alert and when it fired')).action(
    action(runAlertList),
  )
  withCommonOptions(
    alerts
      .command('add')
      .description('Alert when a figure crosses a value: bourse alerts add 600519 nowPrice "<=" 1700')
      .argument('<code>', 'stock, index or futures code')
      .argument('<field>', 'nowPrice, dayChangePercent or volume')
      .argument('<op>', '>=, <=, > or < (quote them in the shell)')
      .argument('[value]', 'the value (or use --vs)')
      .option('--vs <code>', 'compare with the same figure of another instrument')
      .option('--daily', 'fire at most once a trading day until deleted (default: once)'),
  ).action(action(runAlertAdd))
  withCommonOptions(alerts.command('delete').description('Delete an alert').argument('<id>')).action(
    action(runAlertDelete),
  )
  const gtt = program.command('gtt').description('Your good-till-triggered orders (issue 30): list, add, cancel')
  withCommonOptions(gtt.command('list', { isDefault: true }).description('Every GTT and what it did')).action(
    action(runGttList),
  )
  withCommonOptions(
    gtt
      .command('add')
      .description('When the price reaches <trigger>, place a limit order at <limit>')
      .argument('<code>', 'stock code')
      .argument('<lastPrice>', 'the price you see now (refused if it moved more than 1 %)')
      .argument('<trigger>', 'trigger price, at least 0.25 % from the last price')
      .argument('<limit>', 'limit price of the order')
      .argument('<shares>', 'shares (whole hands of 100)')
      .argument('<lever>', 'leverage')
      .option('--short', 'buy fall (short) instead of buy up')
      .option('--oco <trigger_and_limit...>', 'a second leg on the other side: trigger and limit'),
  ).action(action(runGttAdd))
  withCommonOptions(gtt.command('cancel').description('Cancel a GTT').argument('<id>')).action(action(runGttCancel))
}
