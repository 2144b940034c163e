import type { BalanceAdjusted } from './adjustment.js'
import type { DepositCredited } from './deposit.js'

/** Everything that has happened to an account; replaying them rebuilds its state. */
export type Event = DepositCredited | BalanceAdjusted
