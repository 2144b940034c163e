import type { Command } from 'commander'
import type { AreaDependencies } from '../area.js'
import { addCalcClose } from './close.js'
import { addCalcCurrency } from './currency.js'
import { addCalcIndexOrder } from './indexOrder.js'
import { addCalcLimits } from './limits.js'
import { addCalcLiquidation } from './liquidation.js'
import { addCalcStockOrder } from './stockOrder.js'
import { addCalcWithdraw } from './withdraw.js'

/** `bourse calc …`: the auditor's calculators over core's rules (core's folders only, never its API schemas). */
export const register = (program: Command, { output }: AreaDependencies): void => {
  const calc = program.command('calc').description('Auditor calculators over core (no server needed)')
  addCalcCurrency(calc, output)
  addCalcLiquidation(calc, output)
  addCalcIndexOrder(calc, output)
  addCalcWithdraw(calc, output)
  addCalcStockOrder(calc, output)
  addCalcClose(calc, output)
  addCalcLimits(calc, output)
}
