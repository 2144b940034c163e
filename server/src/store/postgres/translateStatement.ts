import { rewriteCode } from './sqlText.js'

const mixedCase = (name: string): boolean => /[a-z]/.test(name) && /[A-Z]/.test(name)

/**
 * One statement as the repositories write it (SQLite's reading of SQL) in PostgreSQL's reading, with the same meaning:
 * - `?` placeholders become `$1…$n`, in order;
 * - a mixed-case alias (`AS addedAt`) is quoted, where it is made and where it is used (`ORDER BY addedAt`, `w.userId`
 *   of a subquery), since PostgreSQL folds unquoted names to lower case and the code reads the column by its alias
 *   (table columns are snake_case, so a mixed-case name is always an alias);
 * - `LIKE` becomes `ILIKE`: SQLite's `LIKE` ignores ASCII case, PostgreSQL's does not;
 * - SQLite's `instr(text, part)` and `ifnull(a, b)` become `strpos(text, part)` and `coalesce(a, b)`.
 *
 * String literals, quoted names and comments are left as written. `rowid` needs no rewrite: every table that has
 * one in SQLite has a `rowid` column in PostgreSQL (`translateMigration`).
 */
export const translateStatement = (sql: string): string => {
  const aliases = new Set<string>()
  rewriteCode(sql, (code) => {
    for (const match of code.matchAll(/\bAS\s+([A-Za-z_][A-Za-z0-9_]*)/gi)) {
      if (mixedCase(match[1] as string)) aliases.add(match[1] as string)
    }
    return code
  })
  let placeholder = 0
  return rewriteCode(sql, (code) =>
    code
      .replace(/\?/g, () => {
        placeholder += 1
        return `$${placeholder}`
      })
      .replace(/(?<![\w$])([A-Za-z_][A-Za-z0-9_]*)(?!\w)/g, (name: string) => (aliases.has(name) ? `"${name}"` : name))
      .replace(/\bLIKE\b/gi, 'ILIKE')
      .replace(/\binstr\s*\(/gi, 'strpos(')
      .replace(/\bifnull\s*\(/gi, 'coalesce('),
  )
}
