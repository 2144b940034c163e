import type { DomainError } from '../errors/DomainError.js'
import { openRecharge } from '../funds/recharge.js'
import type { Money } from '../money/Money.js'
import type { Settings } from '../settings/Settings.js'

/**
 * The recharge screen's own check before sending (the server checks again, with the count of waiting orders):
 * amount given, at most 2 decimals, at least `rechargeMinAmt`. Example: 150 with the default 200 → "The minimum
 * recharge amount is 200.00"; 10 000 → undefined.
 */
export const checkRechargeAmount = (
  amount: Money | undefined,
  settings: Pick<Settings, 'rechargeMinAmt'>,
): DomainError | undefined => {
  const opened = openRecharge({ amount, waitingOrders: 0, now: 0 }, settings)
  return opened.ok ? undefined : opened.error
}
