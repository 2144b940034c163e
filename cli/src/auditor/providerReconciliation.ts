import type { AccountState } from '@bourse/core/engine'
import { Money } from '@bourse/core/money'
import type { StaffAnswer } from '../internal/staffRoutes.js'
import type { Difference } from './Difference.js'
import type { ReplayedRecords, Touch } from './replayedRecords.js'

type StoredRecords = StaffAnswer<'/users/records'>
type ProviderRecord = StoredRecords['providerRecords'][number]

const paid = 1

/** The provider's records of one kind by the brokerage reference they name, taken one by one as they match. */
const poolOf = (records: readonly ProviderRecord[], kind: ProviderRecord['kind']) => {
  const pool = new Map<string, ProviderRecord[]>()
  for (const record of records.filter((r) => r.kind === kind))
    pool.set(record.reference, [...(pool.get(record.reference) ?? []), record])
  return {
    /** The record for `reference` of `amount`, else any record for `reference`; removed from the pool. */
    take: (reference: string, amount: Money.Money): ProviderRecord | undefined => {
      const candidates = pool.get(reference) ?? []
      const index = Math.max(
        0,
        candidates.findIndex((record) => Money.of(record.amount).eq(amount)),
      )
      const [taken] = candidates.splice(index, 1)
      return taken
    },
    rest: () => [...pool.values()].flat(),
  }
}

const difference = (
  phone: string,
  row: string,
  what: string,
  stored: string,
  recomputed: string,
  touched?: Touch,
): Difference => ({
  phone,
  table: 'provider_records',
  row,
  what,
  stored,
  recomputed,
  ...(touched === undefined ? {} : { event: touched }),
})

/**
 * Money in against the provider's statement: every deposit credited by exactly one collection of the same amount
 * for its order (orders finance confirmed by hand with a bank reference excepted), and every collection credited.
 * `stored` is the brokerage's figure, `recomputed` the provider's.
 */
const depositsCheck = (phone: string, stored: StoredRecords, records: ReplayedRecords): Difference[] => {
  const collections = poolOf(stored.providerRecords, 'collected')
  const byHand = new Set(stored.recharges.filter((o) => o.settledBy.startsWith('staff:')).map((o) => o.orderSn))
  const differences: Difference[] = []
  for (const [reference, deposits] of records.deposits)
    for (const deposit of deposits) {
      if (byHand.has(reference)) continue
      const amount = Money.toText(deposit.amount)
      const collected = collections.take(reference, deposit.amount)
      if (collected === undefined)
        differences.push(
          difference(
            phone,
            reference,
            `deposit for ${reference}: the provider collected nothing`,
            amount,
            '-',
            deposit.touched,
          ),
        )
      else if (!Money.of(collected.amount).eq(deposit.amount))
        differences.push(
          difference(
            phone,
            reference,
            `deposit for ${reference}: the provider collected another amount (${collected.providerReference})`,
            amount,
            collected.amount,
            deposit.touched,
          ),
        )
    }
  for (const orphan of collections.rest())
    differences.push(
      difference(
        phone,
        orphan.reference,
        `the provider collected for ${orphan.reference} (${orphan.providerReference}): no deposit was credited`,
        '-',
        orphan.amount,
      ),
    )
  return differences
}

/**
 * Money out against the provider's statement: every paid withdrawal paid out by exactly one payout of what the
 * investor receives, whose reference the withdrawal row keeps, and every payout a paid withdrawal.
 */
const payoutsCheck = (
  phone: string,
  stored: StoredRecords,
  state: AccountState,
  records: ReplayedRecords,
): Difference[] => {
  const payouts = poolOf(stored.providerRecords, 'payout')
  const rows = new Map(stored.withdrawals.map((row) => [String(row.id), row]))
  const differences: Difference[] = []
  for (const [id, withdrawal] of Object.entries(state.withdrawals)) {
    if (withdrawal.status !== paid) continue
    const touched = records.withdrawals.get(id)
    const received = Money.toText(withdrawal.received)
    const payout = payouts.take(id, withdrawal.received)
    if (payout === undefined) {
      differences.push(
        difference(phone, id, `paid withdrawal ${id}: the provider paid nothing out`, received, '-', touched),
      )
      continue
    }
    if (!Money.of(payout.amount).eq(withdrawal.received))
      differences.push(
        difference(
          phone,
          id,
          `paid withdrawal ${id}: the provider paid out another amount`,
          received,
          payout.amount,
          touched,
        ),
      )
    const kept = rows.get(id)?.payoutReference ?? '-'
    if (kept !== payout.providerReference)
      differences.push(
        difference(
          phone,
          id,
          `withdrawal ${id} keeps another payout reference`,
          kept,
          payout.providerReference,
          touched,
        ),
      )
  }
  for (const orphan of payouts.rest())
    differences.push(
      difference(
        phone,
        orphan.reference,
        `the provider paid out for withdrawal ${orphan.reference} (${orphan.providerReference}): it is not a paid withdrawal`,
        '-',
        orphan.amount,
      ),
    )
  return differences
}

/**
 * The brokerage's money in and out against the payment provider's own records (DECISIONS §17, §23), both
 * directions: deposits ↔ collections, paid withdrawals ↔ payouts; orphans on either side are differences. A forgery
 * made consistently in both the brokerage's and the provider's records is beyond it (docs/audit.md).
 */
export const providerReconciliation = (
  phone: string,
  stored: StoredRecords,
  state: AccountState,
  records: ReplayedRecords,
): Difference[] => [...depositsCheck(phone, stored, records), ...payoutsCheck(phone, stored, state, records)]
