// The late trading screens of issue 11 in one lazy chunk: fewer chunk names in the entry's preload map.

export { IpoApplicationPage } from './IpoApplicationPage.js'
export { LimitUpQueuePage } from './LimitUpQueuePage.js'
export { ListDetailPage } from './ListDetailPage.js'
export { StopRecoveryPage } from './StopRecoveryPage.js'
