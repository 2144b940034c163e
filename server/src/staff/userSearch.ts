import type { Api } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { lookupHashOf } from '../vault/personalNumbers.js'

type Match = Api.StaffDataOf<'/users/search'>[number]['matched']

interface Hit {
  readonly phone: string
  readonly realName: string
  readonly isActive: number
  readonly matched: Match
  readonly detail: string
}

const userColumns = 'u.phone, u.real_name AS realName, u.is_active AS isActive'

/** LIKE's own wildcards typed by the agent are searched for as themselves. */
const literal = (text: string) => text.replace(/[%_\\]/g, '')

interface Finder {
  readonly applies: (q: string) => boolean
  readonly sql: string
  readonly param: (q: string, db: SqlConnection) => string
  readonly matched: Match
  readonly detail: (row: Record<string, string>) => string
}

/** Each way a support agent finds an investor (issue 22), each by its own indexed or bounded query. */
const finders: readonly Finder[] = [
  {
    applies: (q) => /^\d{3,10}$/.test(q),
    sql: `SELECT ${userColumns} FROM users u WHERE u.phone LIKE ?`,
    param: (q) => `%${q}%`,
    matched: 'phone',
    detail: (row) => `phone ${row.phone}`,
  },
  {
    applies: (q) => /\p{L}/u.test(q),
    sql: `SELECT ${userColumns} FROM users u WHERE u.real_name LIKE ?`,
    param: (q) => `%${literal(q)}%`,
    matched: 'name',
    detail: (row) => `name ${row.realName}`,
  },
  {
    applies: (q) => /^[0-9A-Za-z]{4}$/.test(q),
    sql: `SELECT ${userColumns} FROM users u WHERE u.id_card_tail = ?`,
    param: (q) => q.toUpperCase(),
    matched: 'idCard',
    detail: () => 'ID ending',
  },
  {
    applies: (q) => /^\d{4}$/.test(q),
    sql: `SELECT ${userColumns} FROM bank_cards b JOIN users u ON u.id = b.user_id WHERE b.bank_no_tail = ?`,
    param: (q) => q,
    matched: 'bankNo',
    detail: () => 'bank card ending',
  },
  // A whole number is found by its keyed hash: the vault never opens a stored number to search.
  {
    applies: (q) => /^[0-9A-Za-z]{10,18}$/.test(q) && /\d{4}/.test(q),
    sql: `SELECT ${userColumns} FROM users u WHERE u.id_card_hash = ?`,
    param: (q, db) => lookupHashOf(db, 'idNumber', q),
    matched: 'idCard',
    detail: () => 'ID number',
  },
  {
    applies: (q) => /^\d{9,18}$/.test(q),
    sql: `SELECT ${userColumns} FROM bank_cards b JOIN users u ON u.id = b.user_id WHERE b.bank_no_hash = ?`,
    param: (q, db) => lookupHashOf(db, 'bankAccount', q),
    matched: 'bankNo',
    detail: () => 'bank account number',
  },
  {
    applies: (q) => /^[A-Za-z0-9_-]{4,40}$/.test(q),
    sql: `SELECT ${userColumns}, p.position_sn AS record FROM positions p JOIN users u ON u.id = p.user_id
          WHERE p.position_sn = ?`,
    param: (q) => q,
    matched: 'position',
    detail: (row) => `position ${row.record}`,
  },
  {
    applies: (q) => /^\d{1,16}$/.test(q),
    sql: `SELECT ${userColumns}, o.id AS record FROM pending_orders o JOIN users u ON u.id = o.user_id WHERE o.id = ?`,
    param: (q) => q,
    matched: 'order',
    detail: (row) => `pending order ${row.record}`,
  },
  {
    applies: (q) => /^[A-Za-z0-9]{4,64}$/.test(q),
    sql: `SELECT ${userColumns}, r.order_sn AS record FROM recharge_orders r JOIN users u ON u.id = r.user_id
          WHERE r.order_sn = ? OR r.note = ?`,
    param: (q) => q,
    matched: 'recharge',
    detail: (row) => `recharge ${row.record}`,
  },
]

/** The most investors one search answers. */
export const searchLimit = 20

/**
 * Finds investors by part of a phone, part of a name, the last 4 of an ID or bank number, a position number, a
 * pending-order id, a recharge order number or its bank reference. Each investor appears once, with the first way
 * it matched; full ID and bank numbers never leave the server.
 */
export const searchUsers = (db: SqlConnection, text: string): Hit[] => {
  const q = text.trim()
  const hits = new Map<string, Hit>()
  for (const finder of finders) {
    if (!finder.applies(q) || hits.size >= searchLimit) continue
    const params = finder.matched === 'recharge' ? [q, q] : [finder.param(q, db)]
    const rows = db.prepare(`${finder.sql} LIMIT ${searchLimit}`).all(...params) as Record<string, string>[]
    for (const row of rows) {
      const phone = String(row.phone)
      if (hits.has(phone) || hits.size >= searchLimit) continue
      hits.set(phone, {
        phone,
        realName: String(row.realName),
        isActive: Number(row.isActive),
        matched: finder.matched,
        detail: finder.detail(row),
      })
    }
  }
  return [...hits.values()]
}
