export {
  createHelpDeskStore,
  type HelpDeskState,
  type HelpDraft,
  type HelpImage,
  type HelpRequestSummary,
  type HelpThread,
} from './helpDeskStore.js'
export { createHelpUnreadStore, type HelpUnreadState } from './helpUnreadStore.js'
export type { LinkedRecordChoice } from './linkedRecordChoices.js'
export {
  createTicketDeskStore,
  type TicketDeskState,
  type TicketFilter,
  type TicketPrompt,
  type TicketQueueItem,
  type TicketThread,
  ticketFilters,
} from './ticketDeskStore.js'
export { useHelpDesk } from './useHelpDesk.js'
