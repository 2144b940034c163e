// The late trading screens of issue 11 in one lazy chunk: fewer chunk names in the entry's preload map.
export { ListDetailPage } from './ListDetailPage.js'
export { QingchouDetailPage } from './QingchouDetailPage.js'
export { StopRecoveryPage } from './StopRecoveryPage.js'
export { WanrenPage } from './WanrenPage.js'
