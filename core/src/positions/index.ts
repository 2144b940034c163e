export {
  type ClosedBy,
  type CloseMarket,
  type CloseSettlement,
  checkClose,
  closePosition,
  settleClose,
} from './closeSettlement.js'
export { positionsMessages } from './messages.js'
export { positionNote } from './positionNote.js'
export { profitAndLoss } from './profitAndLoss.js'
export type { StockPosition } from './StockPosition.js'
export { accrueStayDay, reachedStayMaxDays } from './stayAccrual.js'
export {
  checkTargetChange,
  checkTargets,
  type Targets,
  type TargetTrigger,
  targetTrigger,
} from './takeProfitStopLoss.js'
