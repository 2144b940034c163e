import { createHelpDeskStore } from '@bourse/react-hooks'
import { client, live } from '../appStores.js'

/** The help desk's store, created with /service's lazy chunk, not at start; the open thread follows the live socket. */
export const helpDesk: ReturnType<typeof createHelpDeskStore> = createHelpDeskStore(client, { live })
