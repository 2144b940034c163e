import { Schema } from 'effect'

/** Sequence numbers: per channel per socket, +1 each message, starting at 1. */
const Seq = Schema.Int.pipe(Schema.positive())
/** The server's clock (epoch ms) when a frame was built. */
const ServerTime = Schema.NonNegativeInt

/** Client → server: follow codes (`code` as the market lists name it, indices and futures by theirs). */
export const SubscribeRequest = Schema.Struct({
  op: Schema.Literal('subscribe', 'unsubscribe'),
  codes: Schema.Array(Schema.String.pipe(Schema.maxLength(32))),
})
export type SubscribeRequest = typeof SubscribeRequest.Type

/** Client → server: an application-level ping (browsers cannot send protocol pings); answered by a heartbeat. */
export const PingRequest = Schema.Struct({ op: Schema.Literal('ping') })

/** Everything a client may send. */
export const LiveRequest = Schema.Union(SubscribeRequest, PingRequest)
export type LiveRequest = typeof LiveRequest.Type

const decodeRequest = Schema.decodeUnknownEither(Schema.parseJson(LiveRequest))

/** A client's text frame as a request, or `undefined` when it is not one (the server refuses it). */
export const readLiveRequest = (text: string): LiveRequest | undefined => {
  const decoded = decodeRequest(text)
  return decoded._tag === 'Right' ? decoded.right : undefined
}

/** What kind of instrument a code names. */
export const InstrumentKind = Schema.Literal('stock', 'index', 'futures')

/**
 * One instrument in a quote message: its code and kind, the tick that set it (`time`), and the quote's fields as
 * the REST lists name them (stocks: `nowPrice`, `hcrate`, `preclose_px`, `today_min`, …; indices: `currentPoint`,
 * `floatPoint`, `floatRate`; futures: `nowPrice`, `floatPoint`, `floatRate`), as decimal text. A snapshot carries
 * every field; later messages only the fields that changed.
 */
export const QuoteItem = Schema.Struct(
  { code: Schema.String, kind: InstrumentKind, time: Schema.NonNegativeInt },
  Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Null, Schema.Number) }),
)
export type QuoteItem = typeof QuoteItem.Type

/** The market channel: public, a snapshot after each subscribe, then changes only. */
export const QuoteMessage = Schema.Struct({
  ch: Schema.Literal('quote'),
  seq: Seq,
  t: ServerTime,
  snapshot: Schema.optionalWith(Schema.Boolean, { exact: true }),
  data: Schema.Array(QuoteItem),
})
export type QuoteMessage = typeof QuoteMessage.Type

/** What an account change is about. */
export const AccountTopic = Schema.Literal(
  'order',
  'position',
  'margin',
  'balance',
  'kyc',
  'bankCard',
  'withdrawal',
  'recharge',
  'helpDesk',
  'financing',
  'alert',
  'gtt',
)
export type AccountTopic = typeof AccountTopic.Type

/**
 * One change to the signed-in investor's account, as it happens: what it is about, what happened (`accepted`,
 * `filled`, `cancelled`, `opened`, `closed`, `warning`, `moved`, `approved`, …), the record it concerns, and for a
 * closed position the reason (`investor`, `takeProfit`, `stopLoss`, `liquidation`, `expiry`). The client refetches
 * the record over REST, which stays the source of truth; the message names no balance.
 */
export const AccountChange = Schema.Struct({
  topic: AccountTopic,
  action: Schema.String,
  ref: Schema.optionalWith(Schema.String, { exact: true }),
  reason: Schema.optionalWith(Schema.String, { exact: true }),
  at: Schema.NonNegativeInt,
})
export type AccountChange = typeof AccountChange.Type

/** The account channel: only on a socket whose handshake carried the investor's credentials. */
export const AccountMessage = Schema.Struct({
  ch: Schema.Literal('account'),
  seq: Seq,
  t: ServerTime,
  data: Schema.Array(AccountChange),
})
export type AccountMessage = typeof AccountMessage.Type

/** A queue of the back office that grew or changed. */
export const StaffQueue = Schema.Literal(
  'kyc',
  'withdrawal',
  'recharge',
  'financing',
  'welfare',
  'helpDesk',
  'proposal',
)

/** The staff channel (`/staff-api/live`): new and changed items of the queues the member's roles may read. */
export const StaffMessage = Schema.Struct({
  ch: Schema.Literal('staff'),
  seq: Seq,
  t: ServerTime,
  data: Schema.Array(
    Schema.Struct({ queue: StaffQueue, ref: Schema.String, action: Schema.String, at: Schema.NonNegativeInt }),
  ),
})
export type StaffMessage = typeof StaffMessage.Type

/**
 * The system channel: `hello` (what the socket may receive), `heartbeat`, a `refusal` of a request (with the
 * localised `msg`), and `closing` with its reason before the server closes the socket.
 */
export const SystemMessage = Schema.Struct({
  ch: Schema.Literal('system'),
  seq: Seq,
  t: ServerTime,
  type: Schema.Literal('hello', 'heartbeat', 'refusal', 'closing'),
  msg: Schema.optionalWith(Schema.String, { exact: true }),
  channels: Schema.optionalWith(Schema.Array(Schema.String), { exact: true }),
})
export type SystemMessage = typeof SystemMessage.Type

/**
 * `POST /prod-api/user/live/ticket.do`'s answer: a one-time ticket for a browser's signed-in handshake
 * (`/prod-api/live?ticket=…`; a browser cannot set the `USERTOKEN` header on a WebSocket), used once, within
 * `expiresInMs` (30 s).
 */
export const LiveTicket = Schema.Struct({ ticket: Schema.String, expiresInMs: Schema.NonNegativeInt })
export type LiveTicket = typeof LiveTicket.Type

/** Everything the server sends. */
export const LiveMessage = Schema.Union(QuoteMessage, AccountMessage, StaffMessage, SystemMessage)
export type LiveMessage = typeof LiveMessage.Type
export type LiveChannel = LiveMessage['ch']
