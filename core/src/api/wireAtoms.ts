import { Schema } from 'effect'
import { markets } from '../market/Market.js'

/** A row id: a non-negative whole number. */
export const Id = Schema.NonNegativeInt

/** A count of shares, hands or days. */
export const Count = Schema.NonNegativeInt

/** A moment as epoch milliseconds (core's `Instant`), e.g. 1704166200000 for 2024-01-02 03:30 UTC. */
export const Time = Schema.NonNegativeInt

/** A market code: `sh`, `sz`, `bj`, `hk` or `us`. */
export const MarketCode = Schema.Literal(...markets)

/** Long or short, core's `Direction`. */
export const DirectionText = Schema.Literal('long', 'short')

/** `buyType` as JSON: 0 long ("buy up"), 1 short ("buy fall"). */
export const BuyTypeCode = Schema.Literal(0, 1)

/** A 0/1 flag as the legacy client reads it (`isOption`, `isShow`, `listShow`). */
export const Flag = Schema.Literal(0, 1)

/** Position list state: 0 open, 1 closed. */
export const PositionState = Schema.Literal(0, 1)

/**
 * Text that has been masked before leaving the server: `****` then at most 4 visible characters, or empty.
 * Encoding an unmasked ID or account number fails, so a raw number can never reach a response.
 */
export const MaskedText = Schema.String.pipe(Schema.pattern(/^(\*{4}[0-9A-Za-z]{0,4})?$/)).annotations({
  identifier: 'MaskedText',
})

/** Masks all but the last 4 letters or digits: `maskTail('123456789012')` is "****9012"; empty stays empty. */
export const maskTail = (text: string): string =>
  text === '' ? '' : `****${text.replace(/[^0-9A-Za-z]/g, '').slice(-4)}`
