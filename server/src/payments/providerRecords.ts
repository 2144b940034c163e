import { randomBytes } from 'node:crypto'
import type { Money } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * What the payment provider keeps of its own (DECISIONS §17, §23), apart from the brokerage's tables, as a real
 * gateway's statement would: every collection it was asked for, what it collected or failed to, every notification
 * it sent, every payout it executed. Append-only (`provider_records`, by trigger). `reference` is the brokerage's
 * (recharge order, withdrawal id), `userId` the customer reference it was given, `providerReference` its own.
 */
export type ProviderRecordKind = 'collectionAsked' | 'collected' | 'collectionFailed' | 'notified' | 'payout'

export interface ProviderRecord {
  readonly provider: string
  readonly kind: ProviderRecordKind
  readonly reference: string
  readonly userId: number
  readonly amount: Money.Money
  readonly detail?: string
}

/** A provider reference: a prefix by kind, the time and 8 random bytes (`PO-1764… -3f2a…`). */
const providerReferenceOf = (kind: ProviderRecordKind, now: number): string =>
  `${kind === 'payout' ? 'PO' : kind === 'notified' ? 'NT' : 'CO'}-${now}-${randomBytes(8).toString('hex')}`

/** Appends one record to the provider's statement; answers the provider's reference for it. */
export const recordProviderEntry = (db: SqlConnection, record: ProviderRecord, now: number): string => {
  const providerReference = providerReferenceOf(record.kind, now)
  db.prepare(
    `INSERT INTO provider_records (provider, kind, reference, user_id, amount, provider_reference, detail, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    record.provider,
    record.kind,
    record.reference,
    record.userId,
    record.amount.toFixed(2),
    providerReference,
    record.detail ?? '',
    now,
  )
  return providerReference
}

/** True when the provider already collected (or failed to collect) for `reference`: it collects once an order. */
export const collectionSettled = (db: SqlConnection, provider: string, reference: string): boolean =>
  db
    .prepare(
      `SELECT 1 AS settled FROM provider_records
       WHERE provider = ? AND reference = ? AND kind IN ('collected', 'collectionFailed') LIMIT 1`,
    )
    .get(provider, reference) !== undefined

/**
 * A payout instruction to the sandbox provider (DECISIONS §23): it "sends" `amount` (what the investor receives)
 * for withdrawal `withdrawalId` to the customer's bank card and answers its payout reference, which the brokerage
 * stores with the withdrawal.
 */
export const instructPayout = (
  db: SqlConnection,
  payout: { readonly withdrawalId: number; readonly userId: number; readonly amount: Money.Money },
  now: number,
): string =>
  recordProviderEntry(
    db,
    {
      provider: 'sandbox',
      kind: 'payout',
      reference: String(payout.withdrawalId),
      userId: payout.userId,
      amount: payout.amount,
    },
    now,
  )
