import type { AdjustBalance } from './adjustment.js'
import type { BuyBlockTrade } from './blockTrade.js'
import type {
  CloseContractPosition,
  LiquidateContractAccount,
  OpenContractPositionCommand,
} from './contractPositions.js'
import type { CreditDeposit } from './deposit.js'
import type { ApplyFinancing, ChargeFinancingFee, EndFinancing, ReviewFinancing } from './financing.js'
import type { CloseFinancingPosition, OpenFinancingPosition } from './financingPositions.js'
import type { AllotIpo, ApplyIpo, ListIpo, SettleIpo } from './ipo.js'
import type { LiquidateStockAccount } from './liquidation.js'
import type { EndPendingOrder, PlacePendingOrder, TriggerPendingOrder } from './pendingOrder.js'
import type { AccrueStayFees } from './stayFees.js'
import type { CloseStockPosition } from './stockClose.js'
import type { OpenStockPositionCommand } from './stockOpen.js'
import type { ApplyStrongBuy, SettleStrongBuy } from './strongBuy.js'
import type { ChangeTargets } from './targets.js'
import type { TransferFunds } from './transfer.js'
import type { RequestWithdrawal, SettleWithdrawal } from './withdrawal.js'

/** Everything an investor, staff or the risk loop can ask of one account. Each carries a unique `id`. */
export type Command =
  | CreditDeposit
  | AdjustBalance
  | RequestWithdrawal
  | SettleWithdrawal
  | TransferFunds
  | CloseStockPosition
  | AccrueStayFees
  | ChangeTargets
  | LiquidateStockAccount
  | OpenStockPositionCommand
  | PlacePendingOrder
  | TriggerPendingOrder
  | EndPendingOrder
  | OpenContractPositionCommand
  | CloseContractPosition
  | LiquidateContractAccount
  | ApplyIpo
  | AllotIpo
  | SettleIpo
  | ListIpo
  | BuyBlockTrade
  | ApplyStrongBuy
  | SettleStrongBuy
  | ApplyFinancing
  | ReviewFinancing
  | ChargeFinancingFee
  | EndFinancing
  | OpenFinancingPosition
  | CloseFinancingPosition
