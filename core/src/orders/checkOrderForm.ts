import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Direction } from '../market/Direction.js'

/** What the order form holds before anything is sent (stock and index order pages alike). */
export interface OrderForm {
  /** `isActive` of the signed-in user; undefined when no user is loaded. */
  readonly realNameStatus: number | undefined
  readonly agreed: boolean
  /** Whole hands chosen (preset or custom); undefined when none. */
  readonly hands: number | undefined
  readonly direction: Direction | undefined
}

/**
 * The order form's own checks, in the spec's order (trading spec §5): real name, agreement, hands, direction.
 * They check the form, not the order: the server then runs the order checks of DECISIONS §2 or §7.
 * Example: agreed, 0 hands, long → 'Select number of hands'.
 */
export const checkOrderForm = (form: OrderForm): DomainError | undefined => {
  if (form.realNameStatus !== 2) return domainError('orderRealNameRequired')
  if (!form.agreed) return domainError('orderAgreementRequired')
  if (form.hands === undefined || !Number.isInteger(form.hands) || form.hands < 1)
    return domainError('orderHandsRequired')
  if (form.direction === undefined) return domainError('orderDirectionRequired')
  return undefined
}
