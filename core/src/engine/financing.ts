import { type DomainError, domainError } from '../errors/DomainError.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import {
  approveFinancing,
  endFinancing as endFinancingStatus,
  expireFinancing,
  type FinancingApplication,
  type FinancingRatios,
  financingStatus,
  financingTerms,
  managementFee,
  rejectFinancing,
} from '../funds/marginFinancing.js'
import { feeDaysDue, financingDay, lineBreach, subaccountAssets } from '../funds/marginFinancingLines.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import { settleClose } from '../positions/closeSettlement.js'
import { profitAndLoss } from '../positions/profitAndLoss.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState, FinancingAccount, FinancingProduct } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import { financingOf, withEntries } from './financingAccount.js'
import { type FinancingPositionClosed, postFinancingClose } from './financingPositions.js'
import { type Ledger, startLedger } from './Ledger.js'

/** An investor applies for a financing product; every figure is computed here from the product, margin and lever. */
export interface ApplyFinancing {
  readonly type: 'applyFinancing'
  readonly id: string
  readonly applicationId: string
  readonly product: FinancingProduct
  readonly margin: Money
  readonly lever: number
  readonly ratios: FinancingRatios
  /** `isActive` of the user row: 2 is real-name approved. */
  readonly realNameStatus: number
}

/** Finance approves (the margin moves into the sub-account, the loan is booked) or rejects with a reason. */
export type ReviewFinancing =
  | {
      readonly type: 'approveFinancing'
      readonly id: string
      readonly applicationId: string
      readonly subaccountNumber: string
    }
  | { readonly type: 'rejectFinancing'; readonly id: string; readonly applicationId: string; readonly reason: string }

/** The risk loop charges the management fee of every started day not yet charged. */
export interface ChargeFinancingFee {
  readonly type: 'chargeFinancingFee'
  readonly id: string
  readonly applicationId: string
}

/**
 * The risk loop ends a sub-account: `expired` once its term is over (→ 3), `unwound` when its assets at `prices` are at
 * or below the unwind line (→ 4); the engine re-checks either. Open positions close at `prices`, the fee still due is
 * charged, the loan is repaid and the rest returns to the stock account.
 */
export interface EndFinancing {
  readonly type: 'endFinancing'
  readonly id: string
  readonly applicationId: string
  readonly reason: 'expired' | 'unwound'
  readonly prices: Readonly<Record<string, Price>>
  readonly schedule: FeeSchedule
}

/** An application or sub-account changed: the record after the change, and its money movements. */
export interface FinancingChanged extends EventBase<'financingChanged'> {
  readonly financing: FinancingAccount
}

const pending = financingStatus.pending
const approvedRealName = 2
const text = (amount: Money) => M.toText(amount)

const changed = (
  state: AccountState,
  command: { readonly id: string },
  now: Instant,
  financing: FinancingAccount,
  journal: FinancingChanged['journal'] = [],
): FinancingChanged => ({
  type: 'financingChanged',
  commandId: command.id,
  userId: state.userId,
  at: now,
  journal,
  financing: withEntries(financing, journal),
})

/** The first refusal of an application (realName, lever, margin range, funds, one under review at a time). */
const applicationRefusal = (state: AccountState, command: ApplyFinancing): DomainError | undefined => {
  const { product, margin } = command
  const available = state.balances['stock.available']
  if (command.realNameStatus !== approvedRealName) return domainError('financingRealNameRequired')
  if (!product.levers.includes(command.lever))
    return domainError('financingLeverNotAllowed', { lever: String(command.lever), levers: product.levers.join('/') })
  if (margin.lte(0) || margin.lt(product.minMargin) || margin.gt(product.maxMargin))
    return domainError('financingMarginOutOfRange', { min: text(product.minMargin), max: text(product.maxMargin) })
  if (margin.gt(available))
    return domainError('financingInsufficientFunds', { margin: text(margin), available: text(available) })
  if (Object.values(state.financings ?? {}).some((record) => record.status === pending))
    return domainError('financingPendingExists')
  return undefined
}

export const decideApplyFinancing = (
  state: AccountState,
  command: ApplyFinancing,
  now: Instant,
): FinancingChanged | DomainError => {
  if (state.financings?.[command.applicationId])
    return domainError('engineDuplicateRecord', { id: command.applicationId })
  const refusal = applicationRefusal(state, command)
  if (refusal) return refusal
  return changed(state, command, now, {
    id: command.applicationId,
    product: command.product,
    terms: financingTerms(command.margin, command.lever, command.ratios),
    status: pending,
    appliedAt: now,
    available: M.zero,
    frozen: M.zero,
    feeDays: 0,
    manageFee: M.zero,
    closedProfitAndLose: M.zero,
    positions: {},
  })
}

const moved = (record: FinancingAccount, next: ReturnType<typeof approveFinancing>): FinancingAccount | DomainError =>
  next.ok ? { ...record, ...(next.value as FinancingApplication) } : next.error

export const decideReviewFinancing = (
  state: AccountState,
  command: ReviewFinancing,
  now: Instant,
): FinancingChanged | DomainError => {
  const record = financingOf(state, command.applicationId)
  if ('_tag' in record) return record
  if (command.type === 'rejectFinancing') {
    const next = moved(record, rejectFinancing(record, command.reason))
    return '_tag' in next ? next : changed(state, command, now, next)
  }
  const next = moved(record, approveFinancing(record))
  if ('_tag' in next) return next
  const { margin, borrowed } = record.terms
  const available = state.balances['stock.available']
  if (margin.gt(available))
    return domainError('financingInsufficientFunds', { margin: text(margin), available: text(available) })
  const reference = command.subaccountNumber
  // The margin leaves the stock account; the broker's loan is the sub-account's cash and the investor's debt.
  const ledger = startLedger(state.balances)
    .shift('stock.available', 'financing.available', margin, ['financingMargin', 'financingMargin'], reference)
    .shift('financing.debt', 'financing.available', borrowed, ['financingLoan', 'financingLoan'], reference)
  const active = {
    ...next,
    subaccountNumber: command.subaccountNumber,
    approvedAt: now,
    endsAt: now + record.product.days * financingDay,
  }
  return changed(state, command, now, active, ledger.entries)
}

/** The fee of the days due at `now` but not yet charged, booked on the sub-account's cash; `undefined` if none. */
const postFee = (ledger: Ledger, record: FinancingAccount, now: Instant): FinancingAccount | undefined => {
  const due = feeDaysDue(record.approvedAt ?? now, record.product.days, now)
  if (due <= record.feeDays) return undefined
  const fee = managementFee(record.terms.borrowed, record.product.manageRate, due - record.feeDays)
  ledger.move('financing.available', M.neg(fee), 'managementFee', record.subaccountNumber ?? record.id)
  return { ...record, feeDays: due, manageFee: M.add(record.manageFee, fee) }
}

export const decideChargeFinancingFee = (
  state: AccountState,
  command: ChargeFinancingFee,
  now: Instant,
): FinancingChanged | DomainError => {
  const record = financingOf(state, command.applicationId)
  if ('_tag' in record) return record
  if (record.status !== financingStatus.active) return domainError('financingNotActive')
  const ledger = startLedger(state.balances)
  const next = postFee(ledger, record, now)
  return next ? changed(state, command, now, next, ledger.entries) : domainError('financingFeeNotDue')
}

/** The sub-account's assets at `prices` (available + frozen + floating), or `undefined` when a price is missing. */
export const financingAssetsAt = (
  record: FinancingAccount,
  prices: Readonly<Record<string, Price>>,
): Money | undefined => {
  const positions = Object.values(record.positions)
  if (positions.some((position) => prices[position.stockCode] === undefined)) return undefined
  const floating = M.sum(
    positions.map((p) => M.round(profitAndLoss(p.direction, p.openPrice, prices[p.stockCode] as Price, p.shares))),
  )
  return subaccountAssets({ available: record.available, frozen: record.frozen, floating })
}

const endDue = (record: FinancingAccount, command: EndFinancing, now: Instant): boolean => {
  if (command.reason === 'expired') return record.endsAt !== undefined && now >= record.endsAt
  const assets = financingAssetsAt(record, command.prices)
  return assets !== undefined && lineBreach(record.terms, assets) === 'unwind'
}

export const decideEndFinancing = (
  state: AccountState,
  command: EndFinancing,
  now: Instant,
): (FinancingChanged | FinancingPositionClosed)[] | DomainError => {
  const found = financingOf(state, command.applicationId)
  if ('_tag' in found) return found
  if (found.status !== financingStatus.active) return domainError('financingNotActive')
  const positions = Object.values(found.positions)
  if (positions.some((p) => command.prices[p.stockCode] === undefined) || !endDue(found, command, now))
    return domainError('financingNotDue')
  const ledger = startLedger(state.balances)
  const events: (FinancingChanged | FinancingPositionClosed)[] = []
  let record = found
  let taken = 0
  const take = () => {
    const entries = ledger.entries.slice(taken)
    taken = ledger.entries.length
    return entries
  }
  for (const position of positions) {
    const settlement = settleClose(position, command.prices[position.stockCode] as Price, command.schedule)
    postFinancingClose(ledger, position, settlement)
    const { [position.positionSn]: _closed, ...open } = record.positions
    const journal = take()
    record = withEntries(
      {
        ...record,
        positions: open,
        closedProfitAndLose: M.add(record.closedProfitAndLose, settlement.allProfitAndLose),
      },
      journal,
    )
    events.push({
      type: 'financingPositionClosed',
      commandId: command.id,
      userId: state.userId,
      at: now,
      journal,
      financing: record,
      position,
      settlement,
      reason: command.reason === 'expired' ? 'expiry' : 'unwind',
    })
  }
  const charged = postFee(ledger, record, now)
  if (charged) {
    const feeCharged = changed(state, command, now, charged, take())
    record = feeCharged.financing
    events.push(feeCharged)
  }
  const reference = record.subaccountNumber ?? record.id
  const { borrowed } = record.terms
  const remainder = M.sub(record.available, borrowed)
  ledger
    .shift('financing.available', 'financing.debt', borrowed, ['financingRepaid', 'financingRepaid'], reference)
    .shift('financing.available', 'stock.available', remainder, ['financingReturned', 'financingReturned'], reference)
  const status = command.reason === 'expired' ? expireFinancing(record) : endFinancingStatus(record)
  const ended = moved(record, status)
  if ('_tag' in ended) return ended
  events.push(changed(state, command, now, { ...ended, endedAt: now, returned: remainder }, take()))
  return events
}
