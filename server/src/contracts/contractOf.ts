import { type Contract, Money } from '@bourse/core'
import type { ContractTerms, Instrument } from '../market/Instrument.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * The contract of an index or futures instrument as stored now in `instruments.data` (read at each order, so a
 * change of the terms — `transState` above all — applies at once); a suspended instrument is not tradable.
 * `undefined` for a stock or an instrument without terms.
 */
export const contractOf = (db: SqlConnection, instrument: Instrument): Contract | undefined => {
  if (instrument.kind === 'stock') return undefined
  const row = db.prepare('SELECT data FROM instruments WHERE code = ?').get(instrument.code) as
    | { data: string }
    | undefined
  const stored = row && (JSON.parse(row.data) as { contract?: ContractTerms; suspended?: boolean })
  const terms = stored?.contract
  if (!terms) return undefined
  return {
    kind: instrument.kind,
    transState: stored.suspended ? 0 : terms.transState,
    depositAmt: Money.of(terms.depositAmt),
    eachPoint: Money.of(terms.eachPoint),
    minNum: terms.minNum,
    maxNum: terms.maxNum,
    transFee: Money.of(terms.transFee),
  }
}
