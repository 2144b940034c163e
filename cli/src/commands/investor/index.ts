import type { Command } from 'commander'
import { type AreaDependencies, actionOf, withCommonOptions } from '../area.js'
import { runPositions } from './positions.js'
import { runQuote } from './quote.js'

/** Investors' commands: `quote`, `positions`. */
export const register = (program: Command, dependencies: AreaDependencies): void => {
  withCommonOptions(
    program.command('quote').description('The live quote of a stock').argument('<code>', 'stock code, e.g. 600000'),
  ).action(actionOf(dependencies, runQuote))
  withCommonOptions(
    program
      .command('positions')
      .description('Your open stock positions with P&L and the price at which each would liquidate the account'),
  ).action(actionOf(dependencies, runPositions))
}
