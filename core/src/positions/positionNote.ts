import { type ContractNote, closeNote } from '../fees/contractNote.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import * as P from '../money/Price.js'
import type { CloseSettlement } from './closeSettlement.js'
import type { StockPosition } from './StockPosition.js'

/** The contract note of a closed position: its opening charges, sell fee and stay fees, summing to `charges`. */
export const positionNote = (
  position: StockPosition,
  settlement: CloseSettlement,
  schedule: FeeSchedule,
): ContractNote =>
  closeNote(
    {
      notional: P.notional(position.openPrice, position.shares),
      spreadRate: position.spreadRate,
      charges: position.openingCharges,
      closeNotional: settlement.closeNotional,
      sellFee: settlement.sellFee,
      stayFees: settlement.stayFees,
      stayDays: position.stayDays,
    },
    schedule,
  )
