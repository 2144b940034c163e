import { createContractNotesStore } from '@bourse/react-hooks'
import { client } from '../appStores.js'

/** The contract notes' store, created with /contractNotes's lazy chunk, not at start. */
export const contractNotes: ReturnType<typeof createContractNotesStore> = createContractNotesStore(client)
