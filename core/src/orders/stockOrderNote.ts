import { type ContractNote, orderNote } from '../fees/contractNote.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import type { StockOrderQuote } from './stockOrderQuote.js'

/** The contract note of a filled stock order: buy fee, stamp duty and spread, summing to `quote.charges`. */
export const stockOrderNote = (quote: StockOrderQuote, schedule: FeeSchedule): ContractNote =>
  orderNote(
    {
      notional: quote.notional,
      spreadRate: quote.spreadRate,
      charges: { buyFee: quote.buyFee, stampDuty: quote.stampDuty, spread: quote.spread, total: quote.charges },
    },
    schedule,
  )
