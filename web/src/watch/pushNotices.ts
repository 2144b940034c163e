import { createPushStore } from '@bourse/react-hooks'
import { client } from '../appStores.js'
import { preferences } from '../preferences.js'
import { browserPushDevice } from './browserPushDevice.js'

/** This browser's Web Push for the signed-in investor; loaded only when notifications are wanted or set. */
export const push: ReturnType<typeof createPushStore> = createPushStore(client, {
  device: browserPushDevice,
  storage: localStorage,
  language: () => preferences.getState().language,
})
