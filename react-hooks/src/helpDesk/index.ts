export {
  createHelpDeskStore,
  type HelpDeskState,
  type HelpDraft,
  type HelpImage,
  type HelpRequestSummary,
  type HelpThread,
} from './helpDeskStore.js'
export { createHelpUnreadStore, type HelpUnreadState } from './helpUnreadStore.js'
export { useHelpDesk } from './useHelpDesk.js'
