import { Calendar, type DomainError, domainError, type Money, Result, type Withdrawal } from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import { calendarOf } from '../market/marketCalendar.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { newCommandId } from '../trading/identifiers.js'
import { boundBankCard } from './boundBankCard.js'
import {
  findWithdrawal,
  insertWithdrawal,
  nextWithdrawalId,
  recordSettlement,
  type WithdrawalRow,
} from './withdrawalRequests.js'

/** What the server knows about a withdrawal request before the engine decides it. */
export interface WithdrawalFacts {
  readonly amount: Money.Money
  readonly realNameApproved: boolean
  /** The funding password given is correct, or none is set (checked before the transaction: scrypt is slow). */
  readonly fundingPasswordOk: boolean
  readonly calendarMode: 'demo' | 'exchange'
}

const isTradingDay = (now: number, mode: 'demo' | 'exchange'): boolean => {
  const trading = Calendar.isTradingDate('cn', Calendar.localDate('cn', now), calendarOf(mode))
  return trading.ok && trading.value
}

/**
 * Applies for a withdrawal, inside the caller's transaction: core's checks in DECISIONS §10 order (real name, bank
 * card, funding password, amount, hours on the A-share wall clock, balance) decided by the engine against the live
 * balance, so of two requests for the whole balance only the first can pass. The amount leaves available at once.
 */
export const requestWithdrawal = (
  db: SqlConnection,
  userId: number,
  facts: WithdrawalFacts,
  now: number,
): Result.Result<WithdrawalRow> => {
  const card = boundBankCard(db, userId)
  const settings = readSettings(db)
  const id = nextWithdrawalId(db)
  const decision = executeCommand(
    db,
    userId,
    {
      type: 'requestWithdrawal',
      id: newCommandId('withdraw'),
      withdrawalId: String(id),
      request: {
        amount: facts.amount,
        realNameApproved: facts.realNameApproved,
        bankCardBound: card !== undefined,
        fundingPasswordOk: facts.fundingPasswordOk,
        localTime: Calendar.wallClock('cn', now),
        tradingDay: isTradingDay(now, facts.calendarMode),
        calendarMode: facts.calendarMode,
      },
      settings,
    },
    now,
  )
  if (!decision.ok) return Result.fail(decision.error)
  const requested = decision.events.find((event) => event.type === 'withdrawalRequested')
  if (requested === undefined || card === undefined) return Result.fail(domainError('withdrawalBindBankCard'))
  insertWithdrawal(db, id, userId, requested.withdrawal, card)
  return Result.ok(findWithdrawal(db, id) as WithdrawalRow)
}

/** How a withdrawal under review ends: paid or rejected by finance, or cancelled by its owner. */
export interface Settlement {
  readonly type: 'payWithdrawal' | 'rejectWithdrawal' | 'cancelWithdrawal'
  readonly reason?: string
  /** `user` or `staff:<name>`. */
  readonly settledBy: string
}

/**
 * Settles a withdrawal through the engine, inside the caller's transaction; a refund (reject, cancel) is journaled by
 * the engine. Only status 0 moves: of a cancel and a payment racing, the second finds it settled and is refused.
 */
export const settleWithdrawal = (
  db: SqlConnection,
  row: WithdrawalRow,
  settlement: Settlement,
  now: number,
): Result.Result<WithdrawalRow> => {
  if (row.status !== 0) return Result.fail(domainError('withdrawalNotUnderReview'))
  const decision = executeCommand(
    db,
    row.userId,
    {
      type: settlement.type,
      id: newCommandId(settlement.type),
      withdrawalId: String(row.id),
      ...(settlement.reason === undefined ? {} : { reason: settlement.reason }),
    },
    now,
  )
  if (!decision.ok) return Result.fail(decision.error)
  const settled = decision.events.find((event) => event.type === 'withdrawalSettled')
  if (settled === undefined) return Result.fail(domainError('withdrawalNotUnderReview'))
  const record: Withdrawal.Withdrawal = settled.withdrawal
  recordSettlement(db, row.id, {
    status: record.status,
    reason: record.reason ?? null,
    settledBy: settlement.settledBy,
    now,
  })
  return Result.ok(findWithdrawal(db, row.id) as WithdrawalRow)
}

/** A refusal for a withdrawal id the caller may not see: unknown and foreign answer alike. */
export const unknownWithdrawal = (id: number): DomainError => domainError('withdrawalUnknown', { id: String(id) })
