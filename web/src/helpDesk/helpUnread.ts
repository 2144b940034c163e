import { createHelpUnreadStore } from '@bourse/react-hooks'
import { client } from '../appStores.js'

/** The unread-reply badge of My (tab bar and /user's "Online service"); the shell loads it on each tab page. */
export const helpUnread: ReturnType<typeof createHelpUnreadStore> = createHelpUnreadStore(client)
