import { Documents, type Event, fromJson, type JournalType, Money as M } from '@bourse/core'
import { englishNameOf } from '../market/universe.js'
import { windowOf } from './documentRuns.js'
import type { DocumentSummary, RawFacts } from './workerProtocol.js'

const rowsOf = (facts: RawFacts): Documents.StoredJournalRow[] =>
  facts.rows.map(([id, eventSeq, type, balance, amount, balanceAfter, reference, at]) => ({
    id,
    eventSeq,
    type: type as JournalType,
    balance,
    amount: M.of(amount),
    balanceAfter: M.of(balanceAfter),
    reference,
    at,
  }))

/** Masks a phone number but its last 4 digits (DECISIONS §18). */
const maskedPhone = (phone: string) => `****${phone.slice(-4)}`

const englishName = (trade: Documents.NoteTrade) =>
  englishNameOf({
    code: trade.code,
    kind: trade.account === 'index' || trade.account === 'futures' ? trade.account : 'stock',
    name: trade.name,
  })

/**
 * The printable sheet and stated figures of one document from the facts the main thread read, or `undefined` when
 * the period has nothing to state (no fill for a note). Every figure is core's (`contractNoteOf`, `statementOf`).
 */
export const documentFromFacts = (
  facts: RawFacts,
  issuer: Documents.Issuer,
  issuedAt: number,
): { sheet: Documents.DocumentSheet; summary: DocumentSummary } | undefined => {
  const window = windowOf(facts.kind, facts.period)
  const investor = { userId: facts.userId, name: facts.name, maskedPhone: maskedPhone(facts.phone) }
  const rows = rowsOf(facts)
  const balancesNow = facts.balances === null ? {} : fromJson<Record<string, M.Money>>(facts.balances)
  const context = {
    language: facts.language,
    issuer,
    issuedAt,
    ...(facts.language === 'en' ? { nameOf: englishName } : {}),
  }
  if (facts.kind === 'statement') {
    const statement = Documents.statementOf({ month: facts.period, investor, ...window, rows, balancesNow })
    if (statement === undefined) return undefined
    return {
      sheet: Documents.statementSheet(statement, context),
      summary: {
        lines: statement.lines.length,
        opening: M.toText(statement.opening),
        closing: M.toText(statement.closing),
      },
    }
  }
  const events = facts.events.map(([seq, payload]) => ({ seq, event: fromJson<Event>(payload) }))
  const note = Documents.contractNoteOf({ day: facts.period, investor, ...window, events, rows, balancesNow })
  if (note === undefined) return undefined
  return {
    sheet: Documents.noteSheet(note, context),
    summary: {
      trades: note.trades.length,
      charges: M.toText(note.charges),
      realised: M.toText(note.realised),
      net: M.toText(note.net),
      opening: M.toText(note.opening),
      closing: M.toText(note.closing),
    },
  }
}
