export {
  createFinancingStore,
  type FinancingOrder,
  type FinancingProductRow,
  type FinancingSetting,
  type FinancingState,
  financingPageSize,
  type SplitOrderDraft,
  type SplitPosition,
  type SubAccount,
} from './financingStore.js'
