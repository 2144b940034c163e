import { Decimal } from 'decimal.js'
import { ParseResult, Schema, type SchemaAST } from 'effect'
import { Dec } from '../money/Dec.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'

/*
 * Request fields arrive form-encoded, so every one is a string. Each schema here decodes that text strictly
 * (no blanks, no exponents, no leading zeros, bounded) and encodes the value back to the text a client sends.
 */

const refuse = (ast: SchemaAST.AST, text: string, what: string) =>
  ParseResult.fail(new ParseResult.Type(ast, text, `expected ${what}`))

/** A whole number in `[min, max]` written in plain digits: `IntField(1, 1000)` reads "20" as 20, refuses "020", "2.0", "-1", "". */
export const IntField = (min: number, max: number) =>
  Schema.transformOrFail(Schema.String, Schema.Int.pipe(Schema.between(min, max)), {
    strict: true,
    decode: (text, _, ast) =>
      /^(0|[1-9]\d{0,15})$/.test(text) ? ParseResult.succeed(Number(text)) : refuse(ast, text, 'whole number'),
    encode: (value) => ParseResult.succeed(String(value)),
  })

/** One of a few numeric codes sent as text: `CodeField(0, 1)` reads "1" as 1 and refuses "2". */
export const CodeField = <const C extends readonly [number, ...number[]]>(...codes: C) =>
  Schema.transformOrFail(Schema.String, Schema.Literal(...codes), {
    strict: true,
    decode: (text, _, ast) => {
      const code = codes.find((c) => String(c) === text)
      return code === undefined ? refuse(ast, text, `one of ${codes.join(', ')}`) : ParseResult.succeed(code)
    },
    encode: (value) => ParseResult.succeed(String(value)),
  })

const positiveDecimal = <A>(identifier: string, integerDigits: number, make: (text: string) => A) => {
  const pattern = new RegExp(`^(0|[1-9]\\d{0,${integerDigits - 1}})(\\.\\d{1,2})?$`)
  const bound = new Dec(10).pow(integerDigits)
  const self = Schema.declare(
    (u: unknown): u is A => Decimal.isDecimal(u) && u.gt(0) && u.lt(bound) && u.decimalPlaces() <= 2,
    {
      identifier,
      arbitrary: () => (fc) =>
        fc
          .bigInt({ min: 1n, max: BigInt(bound.times(100).toFixed()) - 1n })
          .map((cents) => make(new Dec(cents.toString()).dividedBy(100).toFixed())),
      equivalence: () => (a, b) => (a as Dec).eq(b as Dec),
    },
  )
  return Schema.transformOrFail(Schema.String, self, {
    strict: true,
    decode: (text, _, ast) =>
      pattern.test(text) && new Dec(text).gt(0)
        ? ParseResult.succeed(make(text))
        : refuse(ast, text, `positive amount with at most 2 decimals below ${bound.toFixed()}`),
    encode: (value) => ParseResult.succeed((value as Dec).toFixed()),
  })
}

/** An amount typed by the user (`amt`): > 0, at most 2 decimals, below 10^12: "1000.5" → 1000.50; "0", "1.005", "1e3" refused. */
export const AmountField = positiveDecimal<M.Money>('Amount', 12, M.of)

/** A price typed by the user (`targetPrice`, `profitTarget`, `stopLoss`): > 0, at most 2 decimals, below 10^9. */
export const PriceField = positiveDecimal<P.Price>('PriceInput', 9, P.of)

/** A signed decimal with at most 2 decimals, such as today's change in percent ("-3.25"), bounded by ±10^6. */
export const ChangeField = Schema.transformOrFail(
  Schema.String,
  Schema.declare((u: unknown): u is Dec => Decimal.isDecimal(u) && u.abs().lt(1e6) && u.decimalPlaces() <= 2, {
    identifier: 'ChangeInput',
    arbitrary: () => (fc) =>
      fc.bigInt({ min: -(10n ** 8n) + 1n, max: 10n ** 8n - 1n }).map((c) => new Dec(c.toString()).dividedBy(100)),
    equivalence: () => (a, b) => a.eq(b),
  }),
  {
    strict: true,
    decode: (text, _, ast) =>
      /^-?(0|[1-9]\d{0,5})(\.\d{1,2})?$/.test(text) && text !== '-0'
        ? ParseResult.succeed(new Dec(text))
        : refuse(ast, text, 'signed number with at most 2 decimals'),
    encode: (value) => ParseResult.succeed(value.toFixed()),
  },
)

/** Free text that must match `pattern` (anchored by the caller), e.g. a stock code. */
export const TextField = (pattern: RegExp, identifier: string) =>
  Schema.String.pipe(Schema.pattern(pattern)).annotations({ identifier })

/** A stock, index or futures code: 1–12 letters, digits or dots ("600519", "sh600519", "AAPL", "GC.F"). */
export const StockCodeField = TextField(/^[A-Za-z0-9.]{1,12}$/, 'StockCode')

/** A position's serial number as the server issues it: 1–40 letters, digits, `-` or `_`. */
export const PositionSnField = TextField(/^[A-Za-z0-9_-]{1,40}$/, 'PositionSn')

/** A search keyword: up to 32 characters without control characters; empty means "no filter". */
export const KeywordsField = TextField(/^[^\p{Cc}]{0,32}$/u, 'Keywords')

/** A person's or a bank's name: 1–64 characters, not blank, no control characters. */
export const NameField = Schema.String.pipe(
  Schema.pattern(/^[^\p{Cc}]{1,64}$/u),
  Schema.filter((text) => text.trim() !== '', { message: () => 'blank' }),
).annotations({ identifier: 'Name' })

/** DECISIONS §11: 10 digits, the first 6–9. */
export const PhoneField = TextField(/^[6-9]\d{9}$/, 'Phone')

/** An SMS or image code: 4–8 letters or digits. */
export const VerificationCodeField = TextField(/^[A-Za-z0-9]{4,8}$/, 'VerificationCode')

/**
 * DECISIONS §11: 6–12 characters from letters, digits and `!@#$%^&*.`, whitespace stripped first,
 * so " abc 123 " reads as "abc123".
 */
export const PasswordField = Schema.transform(
  Schema.String,
  Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9!@#$%^&*.]{6,12}$/)).annotations({ identifier: 'Password' }),
  { strict: true, decode: (text) => text.replace(/\s+/g, ''), encode: (text) => text },
)

/** An uploaded image's key or URL as `/user/upload.do` returned it: 1–256 visible characters. */
export const ImageKeyField = TextField(/^[\x21-\x7e]{1,256}$/, 'ImageKey')

/** An identity document number (Aadhaar, PAN or Chinese ID); which form is required is the identity rule's job. */
export const IdNumberField = TextField(/^[0-9A-Za-z]{8,20}$/, 'IdNumber')

/** DECISIONS §11: IFSC is 4 letters, `0`, then 6 letters or digits ("SBIN0001234"). */
export const IfscField = TextField(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Ifsc')

/** DECISIONS §11: a bank account number of 9 to 18 digits. */
export const AccountNumberField = TextField(/^\d{9,18}$/, 'AccountNumber')
