// The financing screens in one lazy chunk: fewer chunk names in the entry's preload map.
export { DaysPage } from './DaysPage.js'
export { OrderListPage } from './OrderListPage.js'
