/**
 * SQL text split into the parts a translation may rewrite (`code`) and the parts it must keep as written: string
 * literals, quoted identifiers, comments and dollar-quoted bodies.
 */
export interface SqlPart {
  readonly code: boolean
  readonly text: string
}

const closingOf = (sql: string, start: number): number => {
  const opening = sql[start]
  if (opening === '-') {
    const end = sql.indexOf('\n', start)
    return end === -1 ? sql.length : end
  }
  if (opening === '$') {
    const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(start))?.[0] ?? '$$'
    const end = sql.indexOf(tag, start + tag.length)
    return end === -1 ? sql.length : end + tag.length
  }
  // '…' and "…": a doubled quote inside stays inside.
  let i = start + 1
  while (i < sql.length) {
    if (sql[i] === opening) {
      if (sql[i + 1] === opening) i += 2
      else return i + 1
    } else i += 1
  }
  return sql.length
}

const opensVerbatim = (sql: string, i: number): boolean => {
  const c = sql[i]
  if (c === "'" || c === '"') return true
  if (c === '-' && sql[i + 1] === '-') return true
  return c === '$' && /^\$[A-Za-z_]*\$/.test(sql.slice(i))
}

/** Splits `sql` into code and verbatim parts, in order; joining every part's text gives `sql` back. */
export const splitSql = (sql: string): SqlPart[] => {
  const parts: SqlPart[] = []
  let codeStart = 0
  let i = 0
  while (i < sql.length) {
    if (!opensVerbatim(sql, i)) {
      i += 1
      continue
    }
    if (i > codeStart) parts.push({ code: true, text: sql.slice(codeStart, i) })
    const end = closingOf(sql, i)
    parts.push({ code: false, text: sql.slice(i, end) })
    i = end
    codeStart = end
  }
  if (codeStart < sql.length) parts.push({ code: true, text: sql.slice(codeStart) })
  return parts
}

/** Rewrites only the code parts of `sql` with `rewrite`, in order, keeping literals and comments as they are. */
export const rewriteCode = (sql: string, rewrite: (code: string) => string): string =>
  splitSql(sql)
    .map((part) => (part.code ? rewrite(part.text) : part.text))
    .join('')
