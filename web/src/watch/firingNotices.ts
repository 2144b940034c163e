import { createFiringNoticeStore } from '@bourse/react-hooks'
import { client, live } from '../appStores.js'

/** The notice of an alert or GTT that fired, heard on the live socket's account channel on any page. */
export const firingNotices: ReturnType<typeof createFiringNoticeStore> = createFiringNoticeStore(client)
firingNotices.getState().follow(live)
