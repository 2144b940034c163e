import type { AccountState } from '@bourse/core/engine'
import { Money } from '@bourse/core/money'
import type { StaffAnswer } from '../internal/staffRoutes.js'
import type { Difference } from './Difference.js'
import type { ReplayedRecords } from './replayedRecords.js'
import { figureDifference } from './storedFigure.js'

type StoredRecords = StaffAnswer<'/users/records'>

/** Legacy status 5 reads as paid (DECISIONS §10). */
const withdrawalStatusOf = (status: number): number => (Number(status) === 5 ? 1 : Number(status))

const paid = 1

/**
 * Withdrawal rows (what the investor's list and finance's queue show) against the replayed withdrawals: amount,
 * fee, received (amount − fee) and status, and no row without a withdrawal or withdrawal without a row.
 * Example: a row of 2 000.01 for a withdrawal of 2 000.00 → `withdrawal_requests row 7 amount: stored 2000.01,
 * recomputed 2000.00` (and its received 1 981.01 against 1 981.00).
 */
const withdrawalsCheck = (
  phone: string,
  stored: StoredRecords['withdrawals'],
  state: AccountState,
  records: ReplayedRecords,
): Difference[] => {
  const differences: Difference[] = []
  for (const row of stored) {
    const id = String(row.id)
    const place = { phone, table: 'withdrawal_requests', row: id }
    const replayed = state.withdrawals[id]
    const touched = records.withdrawals.get(id)
    if (replayed === undefined) {
      differences.push(figureDifference(place, '', 'a row', 'no event made it'))
      continue
    }
    const figures: Array<[string, string, string]> = [
      ['amount', row.amount, Money.toText(replayed.amount)],
      ['fee', row.fee, Money.toText(replayed.fee)],
      ['received', Money.toText(Money.sub(Money.of(row.amount), Money.of(row.fee))), Money.toText(replayed.received)],
      ['status', String(withdrawalStatusOf(row.status)), String(replayed.status)],
    ]
    for (const [field, storedText, recomputed] of figures)
      if (storedText !== recomputed) differences.push(figureDifference(place, field, storedText, recomputed, touched))
  }
  const rows = new Set(stored.map((row) => String(row.id)))
  for (const id of Object.keys(state.withdrawals))
    if (!rows.has(id))
      differences.push(
        figureDifference(
          { phone, table: 'withdrawal_requests', row: id },
          '',
          'missing',
          'a row',
          records.withdrawals.get(id),
        ),
      )
  return differences
}

/**
 * Recharge orders against the replayed deposits: a paid order (status 1) was credited by exactly one deposit of
 * its amount; any other order by none; and every deposit credits an order that is stored and paid (a deposit forged
 * with its journal, chains and the provider's rows but no order is named here). Example: a paid order of 10 000.00
 * whose deposit credited 10 000.01 → `recharge_orders row R… amount: stored 10000.00, recomputed 10000.01`.
 */
const rechargesCheck = (phone: string, stored: StoredRecords['recharges'], records: ReplayedRecords): Difference[] => {
  const orders = new Set(stored.map((order) => order.orderSn))
  const withoutOrder = [...records.deposits]
    .filter(([reference]) => !orders.has(reference))
    .flatMap(([reference, deposits]) =>
      deposits.map((deposit) => ({
        phone,
        table: 'recharge_orders',
        row: reference,
        what: `depositCredited for ${reference} has no paid recharge order`,
        stored: '-',
        recomputed: Money.toText(deposit.amount),
        event: deposit.touched,
      })),
    )
  return [
    ...withoutOrder,
    ...stored.flatMap((order) => {
      const place = { phone, table: 'recharge_orders', row: order.orderSn }
      const deposits = records.deposits.get(order.orderSn) ?? []
      const isPaid = Number(order.status) === paid
      if (deposits.length !== (isPaid ? 1 : 0))
        return [
          figureDifference(
            place,
            'deposits credited',
            `${deposits.length} (status ${order.status})`,
            isPaid ? '1' : '0',
            deposits.at(-1)?.touched,
          ),
        ]
      const deposit = deposits[0]
      if (deposit === undefined || Money.of(order.amount).eq(deposit.amount)) return []
      return [figureDifference(place, 'amount', order.amount, Money.toText(deposit.amount), deposit.touched)]
    }),
  ]
}

/** Withdrawal rows and recharge orders against the replay (DECISIONS §23). */
export const fundsRowsCheck = (
  phone: string,
  stored: StoredRecords,
  state: AccountState,
  records: ReplayedRecords,
): Difference[] => [
  ...withdrawalsCheck(phone, stored.withdrawals, state, records),
  ...rechargesCheck(phone, stored.recharges, records),
]
