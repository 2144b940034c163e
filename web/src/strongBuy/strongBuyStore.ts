import { createStrongBuyApplicationsStore, createStrongBuyStore } from '@bourse/react-hooks'
import { account, client } from '../appStores.js'

/** The /vipdetail store, created in the page's own chunk so only that route loads it. */
export const strongBuy: ReturnType<typeof createStrongBuyStore> = createStrongBuyStore(client, { account })

/** The caller's strong-buy applications (issue 35), shown on /vipdetail and /wanren. */
export const strongBuyApplications: ReturnType<typeof createStrongBuyApplicationsStore> =
  createStrongBuyApplicationsStore(client)
