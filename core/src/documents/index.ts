/** Contract notes and statements (DECISIONS §27): built from the journal, as printable sheets, and their jobs. */
export { balancesAround, type PeriodBalances } from './balancesAround.js'
export { type ContractNote, chargeTotalsOf, contractNoteOf, type NoteFacts, type NoteInvestor } from './ContractNote.js'
export {
  type DocumentSheet,
  type Issuer,
  noteSheet,
  type SheetColumn,
  type SheetContext,
  statementSheet,
} from './DocumentSheet.js'
export {
  type DocumentKind,
  type DocumentProgress,
  type DocumentStage,
  documentStages,
  isFinished,
  isIssued,
  messageIdOf,
  progressText,
  stageAfter,
} from './documentJob.js'
export { documentMessages } from './documentMessages.js'
export {
  dayWindow,
  documentDayOf,
  documentTimeOf,
  documentZone,
  isDay,
  isMonth,
  monthWindow,
  type PeriodWindow,
} from './documentPeriod.js'
export {
  documentPasswordRefusal,
  emailCodeAttempts,
  emailCodeIntervalMs,
  emailCodeValidMs,
  emailRefusal,
} from './documentSettingsRules.js'
export {
  isCharge,
  type NoteCharge,
  type NoteTrade,
  noteTrades,
  type StoredEvent,
  type StoredJournalRow,
} from './NoteTrade.js'
export { type Statement, type StatementFacts, type StatementLine, statementOf } from './Statement.js'
