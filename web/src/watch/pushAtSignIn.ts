import { pushWishKey } from '@bourse/react-hooks'

/** Whether the investor turned notifications on in this browser (only then does the push chunk load). */
const wanted = () => localStorage.getItem(pushWishKey) === '1'

/** At sign-in (and at start, signed in): subscribes again when notifications are wanted and still allowed. */
export const resumePushIfWanted = async (): Promise<void> => {
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
