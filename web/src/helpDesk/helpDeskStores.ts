import { createHelpDeskStore } from '@bourse/react-hooks'
import { client } from '../appStores.js'

/** The help desk's store, created with /service's lazy chunk, not at start. */
export const helpDesk: ReturnType<typeof createHelpDeskStore> = createHelpDeskStore(client)
