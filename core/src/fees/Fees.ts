/** The stock charges (DECISIONS §2): rates in a named, versioned schedule, each charge rounded once. */
export { charge } from './charge.js'
export {
  type ChargeKey,
  type ContractNote,
  type ContractNoteLine,
  closeNote,
  type OrderCharged,
  orderNote,
  type PositionCharged,
} from './contractNote.js'
export { type FeeSchedule, fromSettings, label as scheduleLabel, standard as standardSchedule } from './feeSchedule.js'
export { type OpeningCharges, openingCharges } from './openingCharges.js'
export { sellFee } from './sellFee.js'
export { stayFee } from './stayFee.js'
export { type TradingFeeParts, tradingFeeParts } from './tradingFeeParts.js'
