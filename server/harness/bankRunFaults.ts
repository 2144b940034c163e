import { journalTypes, Money, totalOf } from '@bourse/core'
import { loadAccount } from '../src/accounts/accountRepository.js'
import type { SqlConnection } from '../src/store/SqlConnection.js'
import type { Operation } from './bankWorkload.js'
import type { FinanceReview } from './financeReviewer.js'

const count = (db: SqlConnection, sql: string, ...params: (string | number)[]): number =>
  (db.prepare(sql).get(...params) as { n: number }).n

const succeeded = (operation: Operation) =>
  operation.outcome?.kind === 'answered' && operation.outcome.answer.status === 0
const unanswered = (operation: Operation) => operation.outcome?.kind !== 'answered'
const dataOf = (operation: Operation) =>
  (operation.outcome?.kind === 'answered' ? (operation.outcome.answer.data ?? {}) : {}) as Record<string, unknown>

/** What every acknowledged request must have left in the database, and what no request may have left twice. */
const acknowledgedEffects = (db: SqlConnection, operations: readonly Operation[], userIds: readonly number[]) => {
  const faults: string[] = []
  for (const operation of operations.filter(succeeded)) {
    const userId = userIds[operation.investor] as number
    const data = dataOf(operation)
    if (
      operation.kind === 'buy' &&
      count(
        db,
        'SELECT COUNT(*) AS n FROM positions WHERE position_sn = ? AND user_id = ?',
        String(data.positionSn),
        userId,
      ) !== 1
    ) {
      faults.push(`acknowledged buy ${operation.key} (${String(data.positionSn)}) is not stored`)
    }
    if (
      operation.kind === 'close' &&
      count(
        db,
        'SELECT COUNT(*) AS n FROM positions WHERE position_sn = ? AND state = 1',
        operation.fields.positionSn ?? '',
      ) !== 1
    ) {
      faults.push(`acknowledged close ${operation.key} (${operation.fields.positionSn}) is not stored`)
    }
    if (
      operation.kind === 'pending' &&
      count(db, 'SELECT COUNT(*) AS n FROM pending_orders WHERE id = ? AND user_id = ?', String(data.id), userId) !== 1
    ) {
      faults.push(`acknowledged pending order ${operation.key} is not stored`)
    }
    if (
      operation.kind === 'cancelPending' &&
      count(db, 'SELECT COUNT(*) AS n FROM pending_orders WHERE id = ? AND status = 3', operation.fields.id ?? '') !== 1
    ) {
      faults.push(`acknowledged cancel ${operation.key} is not stored`)
    }
  }
  userIds.forEach((userId, investor) => {
    const mine = operations.filter((operation) => operation.investor === investor)
    const of = (kind: Operation['kind'], pick: (operation: Operation) => boolean) =>
      mine.filter((operation) => operation.kind === kind && pick(operation)).length
    const positions = count(db, "SELECT COUNT(*) AS n FROM positions WHERE user_id = ? AND kind = 'stock'", userId)
    const filled = count(db, 'SELECT COUNT(*) AS n FROM pending_orders WHERE user_id = ? AND status = 1', userId)
    const fromBuys = positions - filled
    if (fromBuys < of('buy', succeeded) || fromBuys > of('buy', succeeded) + of('buy', unanswered)) {
      faults.push(
        `investor ${investor}: ${fromBuys} positions from market orders, ${of('buy', succeeded)} acknowledged and ${of('buy', unanswered)} unanswered (a duplicate or a lost order)`,
      )
    }
    const withdrawals = count(db, 'SELECT COUNT(*) AS n FROM withdrawal_requests WHERE user_id = ?', userId)
    if (
      withdrawals < of('withdraw', succeeded) ||
      withdrawals > of('withdraw', succeeded) + of('withdraw', unanswered)
    ) {
      faults.push(`investor ${investor}: ${withdrawals} withdrawals stored, ${of('withdraw', succeeded)} acknowledged`)
    }
    const recharges = count(db, 'SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = ?', userId)
    if (recharges < of('recharge', succeeded) || recharges > of('recharge', succeeded) + of('recharge', unanswered)) {
      faults.push(
        `investor ${investor}: ${recharges} recharge orders stored, ${of('recharge', succeeded)} acknowledged`,
      )
    }
    const placed = count(db, 'SELECT COUNT(*) AS n FROM pending_orders WHERE user_id = ?', userId)
    if (placed < of('pending', succeeded) || placed > of('pending', succeeded) + of('pending', unanswered)) {
      faults.push(`investor ${investor}: ${placed} pending orders stored, ${of('pending', succeeded)} acknowledged`)
    }
  })
  return faults
}

/**
 * Money in and out: each recharge order paid is credited exactly once and no other is credited at all; each review
 * finance saw acknowledged left the withdrawal in the state it asked for.
 */
const moneyInAndOut = (db: SqlConnection, reviews: readonly FinanceReview[]) => {
  const faults: string[] = []
  const orders = db.prepare('SELECT order_sn AS orderSn, status FROM recharge_orders').all() as {
    orderSn: string
    status: number
  }[]
  for (const order of orders) {
    const credits = count(
      db,
      "SELECT COUNT(*) AS n FROM journal WHERE type = 'deposit' AND reference = ?",
      order.orderSn,
    )
    if (credits !== (order.status === 1 ? 1 : 0)) {
      faults.push(`recharge ${order.orderSn} in status ${order.status} was credited ${credits} times`)
    }
  }
  for (const review of reviews.filter((done) => done.answer?.status === 0)) {
    const expected = review.action === 'pay' ? 1 : 2
    if (
      count(db, 'SELECT COUNT(*) AS n FROM withdrawal_requests WHERE id = ? AND status = ?', review.id, expected) !== 1
    ) {
      faults.push(`acknowledged ${review.action} of withdrawal ${review.id} is not stored`)
    }
  }
  return faults
}

/**
 * The money law over the whole database: the balances of all accounts add up to deposits − withdrawals − charges +
 * realised P&L + adjustments as the journal books them (internal moves net to zero), and no available balance is
 * negative unless a liquidation closed that account's positions (a gap loss, DECISIONS §6).
 */
const moneyLaw = (db: SqlConnection) => {
  const faults: string[] = []
  const rows = db.prepare('SELECT type, amount FROM journal').all() as {
    type: keyof typeof journalTypes
    amount: string
  }[]
  const byCategory = new Map<string, Money.Money>()
  for (const row of rows) {
    const category = journalTypes[row.type] ?? 'unknown'
    byCategory.set(category, Money.add(byCategory.get(category) ?? Money.zero, Money.of(row.amount)))
  }
  const internal = byCategory.get('internal') ?? Money.zero
  if (!internal.isZero()) faults.push(`internal moves do not net to zero: ${Money.toText(internal)}`)
  if (byCategory.has('unknown')) faults.push('journal rows of an unknown type')
  const booked = Money.sum([...byCategory.entries()].filter(([c]) => c !== 'internal').map(([, amount]) => amount))
  const users = (db.prepare('SELECT user_id AS id FROM accounts').all() as { id: number }[]).map((row) => row.id)
  const held = Money.sum(users.map((id) => totalOf(loadAccount(db, id).balances)))
  if (!held.eq(booked)) faults.push(`balances hold ${Money.toText(held)} but the journal books ${Money.toText(booked)}`)
  for (const id of users) {
    const balances = loadAccount(db, id).balances
    for (const [name, amount] of Object.entries(balances)) {
      if (!amount.isNeg()) continue
      const liquidated = count(
        db,
        "SELECT COUNT(*) AS n FROM positions WHERE user_id = ? AND data LIKE '%liquidation%'",
        id,
      )
      if (liquidated === 0) faults.push(`user ${id}: ${name} is ${Money.toText(amount)} without a liquidation`)
    }
  }
  return faults
}

/** Every fault a bank run left in the database (empty when none). The journal replay is checked apart. */
export const bankRunFaults = (
  db: SqlConnection,
  operations: readonly Operation[],
  userIds: readonly number[],
  reviews: readonly FinanceReview[] = [],
): string[] => [...acknowledgedEffects(db, operations, userIds), ...moneyInAndOut(db, reviews), ...moneyLaw(db)]
