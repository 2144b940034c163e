import { Limits } from '@bourse/core/limits'
import { Price } from '@bourse/core/money'
import { defaultSettings } from '@bourse/core/settings'
import { type Command, InvalidArgumentError } from 'commander'
import type { Decimal } from 'decimal.js'
import { decimalOption } from '../../arguments.js'
import { type Output, printResult } from '../../output.js'

const limitedBoards = ['main', 'star', 'chinext', 'bj'] as const
type LimitedBoard = (typeof limitedBoards)[number]

const boardOption = (text: string): LimitedBoard => {
  const board = limitedBoards.find((b) => b === text)
  if (board === undefined)
    throw new InvalidArgumentError(
      `--board must be one of ${limitedBoards.join(', ')} (HK and US have no limits), got "${text}"`,
    )
  return board
}

/** `bourse calc limits`: limit-up round2(prevClose × (1 + riseLimit)) and limit-down round2(prevClose × (1 − downLimit)). */
export const addCalcLimits = (calc: Command, output: Output): void => {
  calc
    .command('limits')
    .description("Show today's limit-up and limit-down prices from the previous close")
    .requiredOption('--prev-close <price>', 'previous close', decimalOption('--prev-close', { positive: true }))
    .option('--board <board>', 'main (±10%), star or chinext (±20%), bj (±30%)', boardOption, 'main')
    .option('--json', 'print JSON')
    .action((options: { prevClose: Decimal; board: LimitedBoard; json?: boolean }) => {
      const limits = Limits.priceLimits(Price.of(options.prevClose), options.board, defaultSettings)
      // Every board offered here has limits; only hk and us return none.
      if (limits === undefined) throw new InvalidArgumentError(`board ${options.board} has no limits`)
      printResult(
        output,
        { limitUp: limits.limitUp.toFixed(2), limitDown: limits.limitDown.toFixed(2) },
        options.json === true,
      )
    })
}
