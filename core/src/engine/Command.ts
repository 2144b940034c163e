import type { AdjustBalance } from './adjustment.js'
import type { CreditDeposit } from './deposit.js'
import type { TransferFunds } from './transfer.js'
import type { RequestWithdrawal, SettleWithdrawal } from './withdrawal.js'

/** Everything an investor, staff or the risk loop can ask of one account. Each carries a unique `id`. */
export type Command = CreditDeposit | AdjustBalance | RequestWithdrawal | SettleWithdrawal | TransferFunds
