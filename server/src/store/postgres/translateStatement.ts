import { rewriteCode } from './sqlText.js'

/**
 * One statement as the repositories write it (SQLite's reading of SQL) in PostgreSQL's reading, with the same meaning:
 * - `?` placeholders become `$1…$n`, in order;
 * - a mixed-case alias (`AS addedAt`) is quoted, since PostgreSQL folds unquoted names to lower case and the code
 *   reads the column by its alias;
 * - `LIKE` becomes `ILIKE`: SQLite's `LIKE` ignores ASCII case, PostgreSQL's does not.
 *
 * String literals, quoted names and comments are left as written. `rowid` needs no rewrite: every table that has
 * one in SQLite has a `rowid` column in PostgreSQL (`translateMigration`).
 */
export const translateStatement = (sql: string): string => {
  let placeholder = 0
  return rewriteCode(sql, (code) =>
    code
      .replace(/\?/g, () => {
        placeholder += 1
        return `$${placeholder}`
      })
      .replace(/\b(AS\s+)([A-Za-z_][A-Za-z0-9_]*)/gi, (whole, as: string, alias: string) =>
        /[a-z]/.test(alias) && /[A-Z]/.test(alias) ? `${as}"${alias}"` : whole,
      )
      .replace(/\bLIKE\b/gi, 'ILIKE'),
  )
}
