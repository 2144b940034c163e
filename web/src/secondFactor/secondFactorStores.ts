import { createSecondFactorStore } from '@bourse/react-hooks'
import { client } from '../appStores.js'
import { passkeyDevice } from './passkeyDevice.js'

/** The settings screen's store, created with its lazy chunk. */
export const secondFactor: ReturnType<typeof createSecondFactorStore> = createSecondFactorStore(client, passkeyDevice)
