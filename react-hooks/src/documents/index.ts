export {
  type ContractNoteItem,
  type ContractNotesState,
  createContractNotesStore,
  type DocumentSettings,
} from './contractNotesStore.js'
export { useContractNotes } from './useContractNotes.js'
