import { type DomainError, domainError } from '../errors/DomainError.js'
import { apply, forfeit, type IpoApplication, type IpoStep, list, pay } from '../ipo/IpoApplication.js'
import type { IpoListing } from '../ipo/IpoListing.js'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import type { Shares } from '../money/Shares.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import { startLedger } from './Ledger.js'
import type { OpenStockPosition } from './OpenStockPosition.js'

/** Apply for new shares; placements (type 2) pay at once into IPO frozen funds (`djzj`). */
export interface ApplyIpo {
  readonly type: 'applyIpo'
  readonly id: string
  readonly applicationId: string
  readonly listing: IpoListing
  readonly quantity: Shares | undefined
}

/**
 * Books this account's line of a listing's lottery: the step core's `runAllotment` computed over every
 * application of the listing (the draw spans accounts, so it runs outside the engine and is audited).
 */
export interface AllotIpo {
  readonly type: 'allotIpo'
  readonly id: string
  readonly step: IpoStep
}

export interface SettleIpo {
  readonly type: 'payIpo' | 'forfeitIpo'
  readonly id: string
  readonly applicationId: string
  readonly listing: IpoListing
}

/** On the listing date, a paid application becomes a long lever-1 position at the issue price, without charges. */
export interface ListIpo {
  readonly type: 'listIpo'
  readonly id: string
  readonly applicationId: string
  readonly listing: IpoListing
  readonly positionSn: string
}

export interface IpoChanged extends EventBase<'ipoChanged'> {
  readonly application: IpoApplication
  readonly position?: OpenStockPosition
}

const bookStep = (
  state: AccountState,
  commandId: string,
  step: IpoStep,
  now: Instant,
  position?: OpenStockPosition,
): IpoChanged => {
  const reference = step.application.id
  const ledger = startLedger(state.balances)
    .move(
      'stock.available',
      step.movement.available,
      step.movement.available.isNeg() ? 'ipoFrozen' : 'ipoReleased',
      reference,
    )
    .move(
      'stock.ipoFrozen',
      step.movement.ipoFrozen,
      step.movement.ipoFrozen.isNeg() ? 'ipoReleased' : 'ipoFrozen',
      reference,
    )
    .move('stock.frozen', step.movement.frozen, 'marginFrozen', reference)
  return {
    type: 'ipoChanged',
    commandId,
    userId: state.userId,
    at: now,
    journal: ledger.entries,
    application: step.application,
    ...(position ? { position } : {}),
  }
}

const existing = (state: AccountState, id: string): IpoApplication | DomainError =>
  state.ipoApplications[id] ?? domainError('engineUnknownRecord', { id })

export const decideApplyIpo = (state: AccountState, command: ApplyIpo, now: Instant): IpoChanged | DomainError => {
  if (state.ipoApplications[command.applicationId])
    return domainError('engineDuplicateRecord', { id: command.applicationId })
  const outcome = apply(
    command.applicationId,
    command.listing,
    command.quantity,
    now,
    state.balances['stock.available'],
  )
  return outcome.ok ? bookStep(state, command.id, outcome.value, now) : outcome.error
}

export const decideAllotIpo = (state: AccountState, command: AllotIpo, now: Instant): IpoChanged | DomainError => {
  const current = existing(state, command.step.application.id)
  if ('_tag' in current) return current
  const { application, movement } = command.step
  const consistent =
    current.status === 1 &&
    application.allotted.lte(current.applied) &&
    M.sum([movement.available, movement.ipoFrozen, movement.frozen]).isZero()
  return consistent ? bookStep(state, command.id, command.step, now) : domainError('engineIpoStepInconsistent')
}

export const decideSettleIpo = (state: AccountState, command: SettleIpo, now: Instant): IpoChanged | DomainError => {
  const current = existing(state, command.applicationId)
  if ('_tag' in current) return current
  const outcome =
    command.type === 'payIpo'
      ? pay(current, command.listing, now, state.balances['stock.available'])
      : forfeit(current, command.listing, now)
  return outcome.ok ? bookStep(state, command.id, outcome.value, now) : outcome.error
}

export const decideListIpo = (state: AccountState, command: ListIpo, now: Instant): IpoChanged | DomainError => {
  const current = existing(state, command.applicationId)
  if ('_tag' in current) return current
  const outcome = list(current, command.listing, now)
  if (!outcome.ok) return outcome.error
  const { position: listed } = outcome.value
  const position: OpenStockPosition = {
    positionSn: command.positionSn,
    stockCode: listed.code,
    stockName: command.listing.name,
    market: listed.market,
    direction: 'long',
    openPrice: listed.openPrice,
    shares: listed.shares,
    lever: 1,
    margin: listed.margin,
    spreadRate: R.zero,
    openingCharges: { buyFee: M.zero, stampDuty: M.zero, spread: M.zero, total: M.zero },
    stayFees: M.zero,
    stayDays: 0,
    targets: {},
    openedAt: now,
  }
  return bookStep(state, command.id, outcome.value, now, position)
}
