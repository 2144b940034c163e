import { createStrongBuyStore } from '@bourse/react-hooks'
import { account, client } from '../appStores.js'

/** The /vipdetail store, created in the page's own chunk so only that route loads it. */
export const strongBuy: ReturnType<typeof createStrongBuyStore> = createStrongBuyStore(client, { account })
