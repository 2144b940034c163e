/** Versioned schema changes, applied in order at start; never edit one that has shipped. */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'settings',
    sql: 'CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
  },
]
