import { describe, expect, it } from 'vitest'
import { translateStatement } from './translateStatement.js'

describe('translateStatement: a repository statement in PostgreSQL', () => {
  it('numbers the ? placeholders in order', () => {
    expect(translateStatement('SELECT a FROM t WHERE b = ? AND c > ? LIMIT ? OFFSET ?')).toBe(
      'SELECT a FROM t WHERE b = $1 AND c > $2 LIMIT $3 OFFSET $4',
    )
  })

  it('leaves a ? inside a string literal, a quoted name or a comment alone', () => {
    expect(translateStatement('SELECT \'?\' AS q, "a?" FROM t WHERE x = ? -- why?\n AND y = ?')).toBe(
      'SELECT \'?\' AS q, "a?" FROM t WHERE x = $1 -- why?\n AND y = $2',
    )
  })

  it('keeps a doubled quote inside a literal', () => {
    expect(translateStatement("SELECT 'it''s ?' AS t WHERE x = ?")).toBe("SELECT 'it''s ?' AS t WHERE x = $1")
  })

  it('quotes mixed-case aliases, which PostgreSQL would fold to lower case', () => {
    expect(translateStatement('SELECT added_at AS addedAt, u.real_name as realName, id AS id FROM t')).toBe(
      'SELECT added_at AS "addedAt", u.real_name as "realName", id AS id FROM t',
    )
  })

  it('quotes such an alias where it is used too: in ORDER BY, and a subquery column after its alias', () => {
    expect(
      translateStatement('SELECT w.*, user_id FROM (SELECT user_id AS userId FROM t) w JOIN u ON u.id = w.userId'),
    ).toBe('SELECT w.*, user_id FROM (SELECT user_id AS "userId" FROM t) w JOIN u ON u.id = w."userId"')
    expect(translateStatement('SELECT MAX(at) AS submittedAt FROM t ORDER BY submittedAt')).toBe(
      'SELECT MAX(at) AS "submittedAt" FROM t ORDER BY "submittedAt"',
    )
  })

  it('leaves type names in CAST alone', () => {
    expect(translateStatement('SELECT COALESCE(MAX(CAST(id AS INTEGER)), 0) + 1 AS next FROM pending_orders')).toBe(
      'SELECT COALESCE(MAX(CAST(id AS INTEGER)), 0) + 1 AS next FROM pending_orders',
    )
  })

  it("makes LIKE ignore ASCII case, as SQLite's does", () => {
    expect(translateStatement("SELECT 1 FROM p WHERE code LIKE ? ESCAPE '\\' AND spell NOT LIKE ?")).toBe(
      "SELECT 1 FROM p WHERE code ILIKE $1 ESCAPE '\\' AND spell NOT ILIKE $2",
    )
  })

  it("names SQLite's instr and ifnull as PostgreSQL does", () => {
    expect(translateStatement('SELECT ifnull(a, 0) AS a FROM t WHERE instr(lower(code), ?) > 0')).toBe(
      'SELECT coalesce(a, 0) AS a FROM t WHERE strpos(lower(code), $1) > 0',
    )
  })

  it('leaves rowid as it is (PostgreSQL tables translated from SQLite have a rowid column)', () => {
    expect(translateStatement('SELECT rowid AS id FROM positions WHERE rowid = ?')).toBe(
      'SELECT rowid AS id FROM positions WHERE rowid = $1',
    )
  })
})
