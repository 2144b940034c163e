export type { Contract, ContractKind } from './Contract.js'
export { contractDeposit } from './contractDeposit.js'
export { contractFee } from './contractFee.js'
export {
  type ContractOrderContext,
  type ContractOrderQuote,
  type ContractOrderRequest,
  quoteContractOrder,
} from './contractOrder.js'
export { contractProfitAndLoss } from './contractProfitAndLoss.js'
export { contractRiskPosition } from './contractRiskPosition.js'
export { contractValue } from './contractValue.js'
export { maxContractHands } from './maxContractHands.js'
export { contractsMessages } from './messages.js'
