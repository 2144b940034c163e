import { fundFlowSummaryKey } from '../funds/fundFlowSummary.js'
import type { Language } from '../messages/Language.js'
import { translate } from '../messages/translate.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { ContractNote } from './ContractNote.js'
import { documentDayOf, documentTimeOf } from './documentPeriod.js'
import type { NoteTrade } from './NoteTrade.js'
import type { Statement } from './Statement.js'

/** A table column: its heading, its share of the page width and how its cells align. */
export interface SheetColumn {
  readonly title: string
  readonly width: number
  readonly align: 'left' | 'right'
}

/**
 * A document ready to print: every text translated and every figure formatted, so a renderer only lays it out. A
 * cell is one or more lines; `pageLabel` holds `{page}` and `{pages}`.
 */
export interface DocumentSheet {
  readonly language: Language
  readonly title: string
  readonly broker: string
  readonly facts: readonly (readonly [string, string])[]
  readonly columns: readonly SheetColumn[]
  readonly rows: readonly (readonly (readonly string[])[])[]
  readonly summary: readonly (readonly [string, string])[]
  readonly notes: readonly string[]
  readonly pageLabel: string
}

/** Who issues a document and how it is signed; `demoKey` when the key is the self-signed demonstration one. */
export interface Issuer {
  readonly broker: string
  readonly signer: string
  readonly demoKey: boolean
}

/** What a sheet needs besides the document: the language, the issue time and how to name an instrument. */
export interface SheetContext {
  readonly language: Language
  readonly issuer: Issuer
  readonly issuedAt: number
  /** The instrument's name in the sheet's language; the stored name by default. */
  readonly nameOf?: (trade: NoteTrade) => string
}

const money = (amount: Money) => M.format(amount)

const typeLabel = (type: string, language: Language): string => {
  const key = fundFlowSummaryKey(type)
  return key ? translate(key, language) : type
}

const sideKey = (trade: NoteTrade) =>
  trade.side === 'open'
    ? trade.direction === 'long'
      ? 'docOpenLong'
      : 'docOpenShort'
    : trade.direction === 'long'
      ? 'docCloseLong'
      : 'docCloseShort'

const issuedText = (at: number) => `${documentDayOf(at)} ${documentTimeOf(at)}`

const common = (context: SheetContext) => {
  const { language, issuer } = context
  return {
    language,
    broker: translate('docBroker', language, { broker: issuer.broker }),
    pageLabel: translate('docPage', language, { page: '{page}', pages: '{pages}' }),
    notes: [
      translate('docAmountsNote', language),
      translate('docVerify', language, { signer: issuer.signer }),
      translate('docPasswordNote', language),
      ...(issuer.demoKey ? [translate('docDemoKey', language)] : []),
    ],
  }
}

/** The note as a printable sheet: one row per trade, its charges by name; totals per charge, net and balances. */
export const noteSheet = (note: ContractNote, context: SheetContext): DocumentSheet => {
  const { language } = context
  const t = (key: Parameters<typeof translate>[0]) => translate(key, language)
  const nameOf = context.nameOf ?? ((trade: NoteTrade) => trade.name)
  return {
    ...common(context),
    title: t('docNoteTitle'),
    facts: [
      [t('docInvestor'), note.investor.name],
      [t('docPhone'), note.investor.maskedPhone],
      [t('docAccount'), String(note.investor.userId)],
      [t('docTradeDate'), note.day],
      [t('docIssued'), issuedText(context.issuedAt)],
    ],
    columns: [
      { title: t('docColTime'), width: 42, align: 'left' },
      { title: t('docColInstrument'), width: 104, align: 'left' },
      { title: t('docColSide'), width: 56, align: 'left' },
      { title: t('docColQuantity'), width: 44, align: 'right' },
      { title: t('docColPrice'), width: 48, align: 'right' },
      { title: t('docColLever'), width: 28, align: 'right' },
      { title: t('docColCharges'), width: 150, align: 'left' },
      { title: t('docColPnl'), width: 58, align: 'right' },
    ],
    rows: note.trades.map((trade) => [
      [documentTimeOf(trade.at)],
      [`${nameOf(trade)} ${trade.code}`],
      [t(sideKey(trade))],
      [trade.quantity.toLocaleString('en-US')],
      [trade.price.toFixed(2)],
      [`x${trade.lever}`],
      trade.charges.map((charge) => `${typeLabel(charge.type, language)} ${money(charge.amount)}`),
      [trade.side === 'close' ? money(trade.realised) : ''],
    ]),
    summary: [
      ...note.chargeTotals.map(
        (total) =>
          [
            translate('docChargeTotal', language, { charge: typeLabel(total.type, language) }),
            money(total.amount),
          ] as const,
      ),
      [t('docChargesTotal'), money(note.charges)],
      [t('docRealised'), money(note.realised)],
      [t('docNet'), money(note.net)],
      [t('docOpening'), money(note.opening)],
      [t('docOther'), money(note.otherMovements)],
      [t('docClosing'), money(note.closing)],
    ],
  }
}

/** The statement as a printable sheet: every movement with its running balance between opening and closing. */
export const statementSheet = (statement: Statement, context: SheetContext): DocumentSheet => {
  const { language } = context
  const t = (key: Parameters<typeof translate>[0]) => translate(key, language)
  return {
    ...common(context),
    title: t('docStatementTitle'),
    facts: [
      [t('docInvestor'), statement.investor.name],
      [t('docPhone'), statement.investor.maskedPhone],
      [t('docAccount'), String(statement.investor.userId)],
      [t('docMonth'), statement.month],
      [t('docIssued'), issuedText(context.issuedAt)],
    ],
    columns: [
      { title: t('docColTime'), width: 84, align: 'left' },
      { title: t('docColMovement'), width: 150, align: 'left' },
      { title: t('docColReference'), width: 120, align: 'left' },
      { title: t('docColAmount'), width: 88, align: 'right' },
      { title: t('docColRunning'), width: 88, align: 'right' },
    ],
    rows: statement.lines.map((line) => [
      [`${documentDayOf(line.at)} ${documentTimeOf(line.at)}`],
      [`${typeLabel(line.type, language)} (${line.balance})`],
      [line.reference],
      [money(line.amount)],
      [money(line.running)],
    ]),
    summary: [
      [t('docOpening'), money(statement.opening)],
      [t('docClosing'), money(statement.closing)],
    ],
  }
}
