import { Command } from 'commander'
import { addCalcClose } from './commands/calcClose.js'
import { addCalcCurrency } from './commands/calcCurrency.js'
import { addCalcIndexOrder } from './commands/calcIndexOrder.js'
import { addCalcLimits } from './commands/calcLimits.js'
import { addCalcLiquidation } from './commands/calcLiquidation.js'
import { addCalcStockOrder } from './commands/calcStockOrder.js'
import { addCalcWithdraw } from './commands/calcWithdraw.js'
import type { Output } from './output.js'

/** The `bourse` command tree. Non-interactive commands never load Ink. */
export const createProgram = (output: Output): Command => {
  const program = new Command('bourse')
    .description('Bourse terminal client: investors, support staff and auditors (simulated brokerage)')
    .configureOutput({ writeOut: output.out, writeErr: output.err })
    .exitOverride()
  const calc = program.command('calc').description('Auditor calculators over core (no server needed)')
  addCalcCurrency(calc, output)
  addCalcLiquidation(calc, output)
  addCalcIndexOrder(calc, output)
  addCalcWithdraw(calc, output)
  addCalcStockOrder(calc, output)
  addCalcClose(calc, output)
  addCalcLimits(calc, output)
  return program
}
