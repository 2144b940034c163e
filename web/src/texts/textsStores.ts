import { createArticleStore, createWelfareStore } from '@bourse/react-hooks'
import { client } from '../appStores.js'

/**
 * The stores of the text pages. Only their lazy chunks import this module, so the stores are created when the
 * first of those screens opens, not at start.
 */
export const announcement: ReturnType<typeof createArticleStore> = createArticleStore(client)
export const welfare: ReturnType<typeof createWelfareStore> = createWelfareStore(client)
