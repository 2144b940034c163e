import { createWatchStore } from '@bourse/react-hooks'
import { client, live } from '../appStores.js'

/** The investor's alerts and GTTs, created with the screens' lazy chunk and kept current by the live socket. */
export const watch: ReturnType<typeof createWatchStore> = createWatchStore(client)
watch.getState().follow(live)
