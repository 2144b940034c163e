import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { placeholderCount, sqlLiteral } from './sqlLiterals.js'
import { splitSql } from './sqlText.js'

describe('sqlLiterals: values written into a statement', () => {
  it('quotes every value as text of unknown type, doubling quotes; null is NULL', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'")
    expect(sqlLiteral('a\\b')).toBe("'a\\b'")
    expect(sqlLiteral(12)).toBe("'12'")
    expect(sqlLiteral(12n)).toBe("'12'")
    expect(sqlLiteral(null)).toBe('NULL')
    expect(sqlLiteral('a\0b')).toBe("'a\uFFFDb'")
  })

  it('counts the values a statement takes, not a $3 inside a literal', () => {
    expect(placeholderCount("SELECT '$3' AS t FROM x WHERE a = $1 AND b = $2 OR c = $1")).toBe(2)
    expect(placeholderCount('SELECT 1')).toBe(0)
  })

  test.prop([fc.string({ unit: 'binary' })])(
    'a written value is always one whole literal: nothing of it can end the quote',
    (text) => {
      const parts = splitSql(`SELECT ${sqlLiteral(text)} AS v`)
      expect(parts.filter((part) => !part.code)).toEqual([{ code: false, text: sqlLiteral(text) }])
    },
  )
})
