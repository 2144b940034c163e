import { Decimal } from 'decimal.js'
import { ParseResult, Schema } from 'effect'
import { Dec } from '../money/Dec.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'

interface DecimalTextSpec<A extends Decimal> {
  readonly identifier: string
  /** Exactly this many decimals on the wire, or `undefined` for the shortest exact text ("0.0003"). */
  readonly decimals: number | undefined
  /** Largest number of decimals the value may carry when `decimals` is undefined. */
  readonly maxDecimals: number
  readonly signed: boolean
  /** Exclusive bound on the absolute value. */
  readonly bound: string
  readonly make: (text: string) => A
}

const fits = (spec: DecimalTextSpec<Decimal>, value: Decimal): boolean =>
  value.isFinite() &&
  value.decimalPlaces() <= (spec.decimals ?? spec.maxDecimals) &&
  value.abs().lt(spec.bound) &&
  (spec.signed || !value.isNeg() || value.isZero())

const toText = (spec: DecimalTextSpec<Decimal>, value: Decimal): string =>
  spec.decimals === undefined ? value.toFixed() : value.toFixed(spec.decimals)

/** Scaled-integer bounds of `spec`, so a random value exercises every decimal place. */
const unitsOf = (spec: DecimalTextSpec<Decimal>) => {
  const scale = new Dec(10).pow(spec.decimals ?? spec.maxDecimals)
  const limit = BigInt(new Dec(spec.bound).times(scale).toFixed()) - 1n
  return { scale, min: spec.signed ? -limit : 0n, max: limit }
}

/**
 * Wire text ⇄ branded decimal, in one canonical form so `encode(decode(text))` gives `text` back.
 * Decoding refuses exponents, leading zeros, "-0" and values out of range; encoding refuses unrounded values.
 */
const decimalText = <A extends Decimal>(spec: DecimalTextSpec<A>) => {
  const self = Schema.declare((u: unknown): u is A => Decimal.isDecimal(u) && fits(spec, u as Decimal), {
    identifier: spec.identifier,
    arbitrary: () => (fc) => {
      const { scale, min, max } = unitsOf(spec)
      return fc.bigInt({ min, max }).map((units) => spec.make(new Dec(units.toString()).dividedBy(scale).toFixed()))
    },
    equivalence: () => (a, b) => a.eq(b),
    pretty: () => (a) => toText(spec, a),
  })
  return Schema.transformOrFail(Schema.String, self, {
    strict: true,
    decode: (text, _, ast) => {
      const value = /^-?(0|[1-9]\d*)(\.\d+)?$/.test(text) ? new Dec(text) : undefined
      return value !== undefined && fits(spec, value) && toText(spec, value) === text
        ? ParseResult.succeed(spec.make(text))
        : ParseResult.fail(new ParseResult.Type(ast, text, `expected ${spec.identifier} text`))
    },
    encode: (value) => ParseResult.succeed(toText(spec, value)),
  }).annotations({ identifier: `${spec.identifier}FromString` })
}

/** Money on the wire: exactly 2 decimals, signed, e.g. "1234.50" ⇄ `M.of('1234.5')`; "1e3", "01.00", "1.5" are refused. */
export const MoneyFromString = decimalText<M.Money>({
  identifier: 'Money',
  decimals: 2,
  maxDecimals: 2,
  signed: true,
  bound: '1e15',
  make: M.of,
})

/** A price on the wire: exactly 2 decimals, never negative, e.g. "10.50" ⇄ `P.of('10.5')`. */
export const PriceFromString = decimalText<P.Price>({
  identifier: 'Price',
  decimals: 2,
  maxDecimals: 2,
  signed: false,
  bound: '1e12',
  make: P.of,
})

/** A signed change with 2 decimals, for percentages (`hcrate` "-3.25") and point moves (`floatPoint`). */
export const ChangeFromString = decimalText<Decimal>({
  identifier: 'Change',
  decimals: 2,
  maxDecimals: 2,
  signed: true,
  bound: '1e12',
  make: (text) => new Dec(text),
})

/** A rate or ratio in its shortest exact text, up to 8 decimals: "0.0003" ⇄ `R.of('0.0003')`, "7.1", "0". */
export const RateFromString = decimalText<R.Rate>({
  identifier: 'Rate',
  decimals: undefined,
  maxDecimals: 8,
  signed: false,
  bound: '1e6',
  make: R.of,
})
