import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import type { Direction } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Contract } from './Contract.js'
import { contractDeposit } from './contractDeposit.js'
import { contractFee } from './contractFee.js'
import { contractValue } from './contractValue.js'

/** What the user asks: `buyNum` hands, `buyType` as a direction, `lever`. */
export interface ContractOrderRequest {
  readonly hands: number
  readonly direction: Direction
  readonly lever: number
}

/** What the server knows about the caller and the moment; trading hours come from the calendar. */
export interface ContractOrderContext {
  readonly signedIn: boolean
  /** `isActive` 2. */
  readonly realNameApproved: boolean
  readonly inTradingHours: boolean
  /** Leverage options, e.g. `siteLever` [10, 20, 30]. */
  readonly levers: readonly number[]
  /** Available balance of the index (or futures) account. */
  readonly available: Money
}

/** The accepted order: deposit frozen and fee charged at open, and the value shown. */
export interface ContractOrderQuote {
  readonly deposit: Money
  readonly fee: Money
  /** deposit + fee: what leaves available. */
  readonly total: Money
  readonly contractValue: Money
}

/**
 * Checks an index or futures order in the order of DECISIONS §7 (first refusal wins) and prices it.
 * Example: depositAmt 1 000, transFee 5, 3 hands, lever 20, available 200 → deposit 150.00 + fee 15.00 = 165.00 ≤ 200, accepted.
 */
export const quoteContractOrder = (
  contract: Contract,
  request: ContractOrderRequest,
  context: ContractOrderContext,
): Result.Result<ContractOrderQuote> => {
  const { hands, lever } = request
  const refusal = Result.firstFailure([
    () => (context.signedIn ? undefined : domainError('notSignedIn')),
    () => (context.realNameApproved ? undefined : domainError('contractRealNameRequired')),
    () => (context.inTradingHours ? undefined : domainError('contractOutsideTradingHours')),
    () =>
      contract.transState === 1
        ? undefined
        : domainError(contract.kind === 'index' ? 'contractIndexNotTradable' : 'contractFuturesNotTradable'),
    () =>
      Number.isInteger(hands) && hands >= contract.minNum && hands <= contract.maxNum
        ? undefined
        : domainError('contractHandsOutOfRange', { min: String(contract.minNum), max: String(contract.maxNum) }),
    () =>
      context.levers.includes(lever)
        ? undefined
        : domainError('contractLeverNotAllowed', { lever: String(lever), levers: context.levers.join('/') }),
  ])
  if (refusal) return Result.fail(refusal)
  const deposit = contractDeposit(contract.depositAmt, hands, lever)
  const fee = contractFee(contract.transFee, hands)
  const total = M.add(deposit, fee)
  if (total.gt(context.available))
    return Result.fail(
      domainError('contractInsufficientFunds', { required: M.format(total), available: M.format(context.available) }),
    )
  return Result.ok({ deposit, fee, total, contractValue: contractValue(contract.eachPoint, hands) })
}
