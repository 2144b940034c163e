import { Schema } from 'effect'
import { MoneyFromString } from '../decimalText.js'
import { PhoneField } from '../formFields.js'
import { Id, Time } from '../wireAtoms.js'

const Money = MoneyFromString

/** One open position as support sees it: what it is, its live P&L and how far its account is from liquidation. */
export const LookupPosition = Schema.Struct({
  positionSn: Schema.String,
  account: Schema.Literal('stock', 'index', 'futures'),
  code: Schema.String,
  name: Schema.String,
  direction: Schema.Literal('long', 'short'),
  quantity: Schema.String,
  openPrice: Schema.String,
  nowPrice: Schema.String,
  margin: Money,
  profitAndLoss: Money,
  /** Price at which this position alone would bring its account to the liquidation line ("" when none). */
  liquidationPrice: Schema.String,
})

/** An account's distance to its liquidation line (DECISIONS §6): line, floating P&L and what is left. */
export const LookupRisk = Schema.Struct({
  account: Schema.Literal('stock', 'index', 'futures'),
  liquidationLine: Money,
  floating: Money,
  distance: Money,
})

export const LookupFundFlow = Schema.Struct({
  id: Id,
  at: Time,
  type: Schema.String,
  balance: Schema.String,
  amount: Money,
  balanceAfter: Money,
  reference: Schema.String,
})

/**
 * One closed position in the whole-account look-up's `closedPositions` section (stock, index and futures), amounts as
 * decimal text: realised P&L and every charge of the position.
 */
export const LookupClosedPosition = Schema.Struct({
  positionSn: Schema.String,
  account: Schema.Literal('stock', 'index', 'futures'),
  code: Schema.String,
  name: Schema.String,
  direction: Schema.Literal('long', 'short'),
  quantity: Schema.String,
  openPrice: Schema.String,
  closePrice: Schema.String,
  profitAndLoss: Schema.String,
  charges: Schema.String,
  /** Each charge of `charges`: stock buy fee, stamp duty, spread, sell fee, stay fees; a contract's opening fee. */
  chargeItems: Schema.Array(Schema.Struct({ name: Schema.String, amount: Schema.String })),
  reason: Schema.String,
  closedAt: Time,
})

/**
 * Why an account is frozen (issue 34): its stored history stops adding up at this event, so its commands are refused
 * until it is repaired; `bourse audit` names what differs.
 */
export const LookupFrozen = Schema.Struct({ seq: Schema.Int, type: Schema.String, reason: Schema.String })

/**
 * The whole account of one investor for support, finance and the auditor (DECISIONS §16): identity, the three
 * accounts' balances, open positions with their distance to liquidation, pending orders, the latest fund flow, and
 * one section per area (identity, bank card, withdrawals, recharges, financing, welfare) under `sections`.
 */
export const AccountLookup = Schema.Struct({
  user: Schema.Struct({
    id: Id,
    phone: PhoneField,
    realName: Schema.String,
    isActive: Schema.Int,
    createdAt: Time,
  }),
  balances: Schema.Record({ key: Schema.String, value: Money }),
  risk: Schema.Array(LookupRisk),
  positions: Schema.Array(LookupPosition),
  pendingOrders: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      code: Schema.String,
      direction: Schema.Literal('long', 'short'),
      shares: Schema.String,
      targetPrice: Schema.String,
      reserved: Money,
    }),
  ),
  fundFlow: Schema.Array(LookupFundFlow),
  sections: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  /** Present when the account is frozen: then balances are the stored row's, and positions and risk are not shown. */
  frozen: Schema.optional(LookupFrozen),
})
