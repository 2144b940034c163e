import { pushWishKey } from '@bourse/react-hooks'
import { session } from '../appStores.js'

/** Whether the investor turned notifications on in this browser (only then does the push chunk load). */
const wanted = () => localStorage.getItem(pushWishKey) === '1'

/** Subscribes again when notifications are wanted and still allowed (never asks). */
const resumePushIfWanted = async (): Promise<void> => {
  if (!wanted()) return
  const { push } = await import('./pushNotices.js')
  await push.getState().resume()
}

/** Before sign-out, the token still valid: the server and the browser forget this browser's subscription. */
export const suspendPush = async (): Promise<void> => {
  if (!wanted()) return
  const { push } = await import('./pushNotices.js')
  await push.getState().suspend()
}

/** At start (signed in) and at each sign-in: this browser's subscription sent again; answers the unsubscribe. */
export const resumePushAtSignIn = (): (() => void) => {
  if (session.getState().token !== undefined) void resumePushIfWanted()
  return session.subscribe((state, previous) => {
    if (state.token !== undefined && previous.token === undefined) void resumePushIfWanted()
  })
}
