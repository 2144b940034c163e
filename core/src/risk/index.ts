export {
  assessRisk,
  contractRiskRule,
  type RiskAssessment,
  type RiskBalances,
  type RiskRule,
  stockRiskRule,
} from './assessRisk.js'
export {
  type Exposure,
  exposureFloating,
  exposureOf,
  heldSymbols,
  noExposure,
  type SymbolExposure,
  withoutPosition,
  withPosition,
} from './Exposure.js'
export { liquidationLine, warningLevel } from './liquidationLine.js'
export { exposureLiquidationPrice, liquidationPrice, paisaTick } from './liquidationPrice.js'
export { decideWarning, neverWarned, type WarningDecision, type WarningState } from './liquidationWarning.js'
export { riskMessages } from './messages.js'
export { accountFloating, type PriceOf, positionFloating, type RiskPosition } from './RiskPosition.js'
export {
  createRiskBook,
  type FixedLines,
  pricesOf,
  type RiskAccount,
  type RiskBook,
  type RiskBookRow,
  riskBookOf,
} from './riskBook.js'
export { riskSweep, type SweepResult } from './riskSweep.js'
