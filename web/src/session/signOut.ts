import { account, session } from '../appStores.js'
import { suspendPush } from '../watch/pushAtSignIn.js'

/** "Exit": this browser's push subscription forgotten while the token still counts, then the session ends. */
export const signOut = async (): Promise<void> => {
  await suspendPush().catch(() => undefined)
  await session.getState().logout()
  account.getState().clear()
}
