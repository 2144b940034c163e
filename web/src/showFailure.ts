import type { ApiFailure } from '@bourse/react-hooks'
import { alerts } from './appStores.js'

/**
 * Shows why a call failed: the server's (or core's) message as it came. Network failures and the double-submit
 * guard's `busy` stay quiet (trading spec §8: network errors stop spinners quietly).
 */
export const showFailure = (failure: ApiFailure | undefined): void => {
  if (failure === undefined || failure.kind === 'network' || failure.kind === 'busy') return
  alerts.getState().show(failure.msg, 'error')
}

/** Shows a success message (the server's `msg`). */
export const showSuccess = (msg: string): void => alerts.getState().show(msg, 'success')
