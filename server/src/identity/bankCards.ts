import { Api, Identity } from '@bourse/core'
import { announceAccountChange } from '../live/liveAnnouncements.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { openNumber, sealNumber } from '../vault/personalNumbers.js'

type BankCard = Identity.BankCard.BankCard

const columns = `bank_name AS bankName, ifsc_code AS ifscCode, payee_name AS payeeName, bank_address AS bankAddress`

const storedCardOf = (db: SqlConnection, userId: number) =>
  db
    .prepare(`SELECT ${columns}, bank_no AS sealed, bank_no_tail AS tail FROM bank_cards WHERE user_id = ?`)
    .get(userId) as (Omit<BankCard, 'bankNo'> & { sealed: string; tail: string }) | undefined

/**
 * The user's bound card with its FULL account number opened from the vault, for the binding rules and paying a
 * withdrawal and nothing else: every response and log line shows it only through `Identity.BankCard.view` (last 4
 * digits). `undefined` when no card is bound.
 */
export const bankCardOf = (db: SqlConnection, userId: number): BankCard | undefined => {
  const stored = storedCardOf(db, userId)
  if (!stored) return undefined
  const { sealed, tail: _tail, ...card } = stored
  return { ...card, bankNo: openNumber(db, userId, 'bank_no', sealed) }
}

/** True once the user has a card bound (`getUserInfo`'s `hasBankCard`, the withdrawal check). */
export const hasBankCard = (db: SqlConnection, userId: number): boolean =>
  db.prepare('SELECT 1 AS bound FROM bank_cards WHERE user_id = ?').get(userId) !== undefined

/**
 * The card as responses and the staff look-up show it: core's view, the number masked to its last 4 digits (from
 * the stored last 4; the sealed number is not opened).
 */
export const maskedBankCardOf = (db: SqlConnection, userId: number): BankCard | undefined => {
  const stored = storedCardOf(db, userId)
  if (!stored) return undefined
  const { sealed: _sealed, tail, ...card } = stored
  return { ...card, bankNo: Api.maskTail(tail) }
}

/** Binds or replaces the user's one card, its account number sealed by the vault before it reaches the database. */
export const saveBankCard = (db: SqlConnection, userId: number, card: BankCard, now: number): void => {
  const number = sealNumber(db, 'bankAccount', userId, 'bank_no', card.bankNo)
  db.prepare(
    `INSERT INTO bank_cards (user_id, bank_name, ifsc_code, bank_no, bank_no_hash, bank_no_tail, payee_name,
       bank_address, bound_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET bank_name = excluded.bank_name, ifsc_code = excluded.ifsc_code,
       bank_no = excluded.bank_no, bank_no_hash = excluded.bank_no_hash, bank_no_tail = excluded.bank_no_tail,
       payee_name = excluded.payee_name, bank_address = excluded.bank_address, bound_at = excluded.bound_at`,
  ).run(
    userId,
    card.bankName,
    card.ifscCode,
    number.sealed,
    number.hash,
    number.tail,
    card.payeeName,
    card.bankAddress,
    now,
  )
}

/** Unbinds the user's card (a support reset); answers whether there was one. */
export const removeBankCard = (db: SqlConnection, userId: number): boolean =>
  db.prepare('DELETE FROM bank_cards WHERE user_id = ?').run(userId).changes > 0

/** One change of a user's card, as the append-only `bank_card_changes` log keeps it: numbers only masked. */
export interface BankCardChange {
  readonly userId: number
  readonly action: 'bind' | 'replace' | 'reset'
  /** The card bound (bind, replace) or removed (reset), e.g. `****9012`. */
  readonly card: BankCard
  /** The card a replacement took the place of. */
  readonly replaced?: BankCard
  /** `user`, or `staff:<login name>`. */
  readonly actor: string
  readonly reason: string
}

const tailOf = (card: BankCard | undefined): string => (card ? Identity.maskAccountNumber(card.bankNo) : '')

const changeDone = { bind: 'bound', replace: 'replaced', reset: 'reset' } as const

/**
 * Appends a change to the card's audit log (DECISIONS §11: a replacement is audited), and tells the investor's live
 * sockets once it commits.
 */
export const recordBankCardChange = (db: SqlConnection, change: BankCardChange, now: number): void => {
  announceAccountChange(db, change.userId, { topic: 'bankCard', action: changeDone[change.action] }, now)
  db.prepare(
    `INSERT INTO bank_card_changes (user_id, action, card_tail, replaced_tail, actor, reason, at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(change.userId, change.action, tailOf(change.card), tailOf(change.replaced), change.actor, change.reason, now)
}
