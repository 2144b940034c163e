import type { SqlConnection } from '../store/SqlConnection.js'
import type { Instrument } from './Instrument.js'

/** What `instruments.data` holds beside the indexed columns. */
type InstrumentData = Pick<
  Instrument,
  'id' | 'exchange' | 'basePrice' | 'drift' | 'volatility' | 'suspended' | 'contract'
>

interface InstrumentRow {
  readonly code: string
  readonly kind: Instrument['kind']
  readonly market: Instrument['market']
  readonly name: string
  readonly spell: string
  readonly board: Instrument['board']
  readonly data: string
}

/** Whether the universe has been stored already (first start or not). */
export const hasInstruments = (db: SqlConnection): boolean =>
  db.prepare('SELECT 1 FROM instruments LIMIT 1').get() !== undefined

/** Stores the universe; the caller runs it inside its first-start transaction. */
export const insertInstruments = (db: SqlConnection, instruments: readonly Instrument[]): void => {
  const insert = db.prepare(
    'INSERT INTO instruments (code, kind, market, name, spell, board, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (const i of instruments) {
    const data: InstrumentData = {
      id: i.id,
      exchange: i.exchange,
      basePrice: i.basePrice,
      drift: i.drift,
      volatility: i.volatility,
      suspended: i.suspended,
      contract: i.contract,
    }
    insert.run(i.code, i.kind, i.market, i.name, i.spell, i.board, JSON.stringify(data))
  }
}

/** Every stored instrument, in id order. */
export const loadInstruments = (db: SqlConnection): Instrument[] =>
  (db.prepare('SELECT code, kind, market, name, spell, board, data FROM instruments').all() as InstrumentRow[])
    .map((row) => {
      const data = JSON.parse(row.data) as InstrumentData
      return {
        code: row.code,
        kind: row.kind,
        market: row.market,
        name: row.name,
        spell: row.spell,
        board: row.board,
        ...data,
      }
    })
    .sort((a, b) => a.id - b.id)
