import { createFinancingStore } from '@bourse/react-hooks'
import { account, client } from '../appStores.js'

/** The financing screens' store, created when the first of them opens. */
export const financing: ReturnType<typeof createFinancingStore> = createFinancingStore(client, { account })
