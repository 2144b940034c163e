import { createKlineStore } from '@bourse/react-hooks'
import { client, live, visibility } from '../appStores.js'

/** The chart store, created in the chart's own chunk so only the chart route loads it. */
export const kline: ReturnType<typeof createKlineStore> = createKlineStore(client, { visibility, live })
