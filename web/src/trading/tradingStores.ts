import { createIpoApplicationStore, createSuspendedStocksStore } from '@bourse/react-hooks'
import { account, client } from '../appStores.js'

/** /stopRecovery's list, created when the late trading screens' chunk first loads. */
export const suspendedStocks: ReturnType<typeof createSuspendedStocksStore> = createSuspendedStocksStore(client)

/** /qingchouDetail's application, read again after a payment (which refreshes the account). */
export const ipoApplication: ReturnType<typeof createIpoApplicationStore> = createIpoApplicationStore(client, {
  account,
})
