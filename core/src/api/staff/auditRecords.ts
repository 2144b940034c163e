import { Schema } from 'effect'
import { Id } from '../wireAtoms.js'

/** A read-model row as stored: its key, its status and its data in core's JSON codec. */
const StoredRecordRow = Schema.Struct({ id: Schema.String, status: Schema.Number, data: Schema.String })

/**
 * Every figure the brokerage stores for one account outside its events and journal, exactly as stored (text), so
 * `bourse audit` can reconcile each against its own replay (DECISIONS §23): the `accounts` row, the snapshot, the
 * read tables (positions, pending orders, IPO applications, financing), withdrawal rows and recharge orders.
 */
export const StoredAccountRecords = Schema.Struct({
  userId: Id,
  /** `accounts.balances` (core JSON), or null before the first event. */
  balances: Schema.NullOr(Schema.String),
  eventCount: Schema.Number,
  /** The last full snapshot: the state (core JSON) taken after event `seq`. */
  snapshot: Schema.NullOr(Schema.Struct({ seq: Schema.Number, state: Schema.String })),
  positions: Schema.Array(StoredRecordRow),
  pendingOrders: Schema.Array(StoredRecordRow),
  ipoApplications: Schema.Array(StoredRecordRow),
  financingApplications: Schema.Array(StoredRecordRow),
  financingPositions: Schema.Array(StoredRecordRow),
  withdrawals: Schema.Array(
    Schema.Struct({
      id: Id,
      amount: Schema.String,
      fee: Schema.String,
      status: Schema.Number,
      payoutReference: Schema.NullOr(Schema.String),
    }),
  ),
  /** Where the chains of rows written before them end (`history_chain_anchors`), when the account has such rows. */
  anchor: Schema.NullOr(
    Schema.Struct({
      eventSeq: Schema.Number,
      eventHash: Schema.String,
      journalLine: Schema.Number,
      journalHash: Schema.String,
    }),
  ),
  /** The payment provider's own records of money collected for and paid out to this customer (DECISIONS §23). */
  providerRecords: Schema.Array(
    Schema.Struct({
      id: Id,
      provider: Schema.String,
      kind: Schema.Literal('collected', 'payout'),
      reference: Schema.String,
      amount: Schema.String,
      providerReference: Schema.String,
    }),
  ),
  recharges: Schema.Array(
    Schema.Struct({ orderSn: Schema.String, amount: Schema.String, status: Schema.Number, settledBy: Schema.String }),
  ),
})

/** A record of the payment provider naming a customer the brokerage does not have (`/staff-api/provider/unclaimed`). */
export const UnclaimedProviderRecord = Schema.Struct({
  id: Id,
  provider: Schema.String,
  kind: Schema.String,
  reference: Schema.String,
  userId: Schema.Number,
  amount: Schema.String,
  providerReference: Schema.String,
})
