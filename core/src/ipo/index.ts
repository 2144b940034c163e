export * as BlockTrade from './BlockTrade.js'
export * as IpoApplication from './IpoApplication.js'
export {
  checkNewShareCode,
  type IpoListing,
  type IpoType,
  isListed,
  isOpenForApplication,
} from './IpoListing.js'
export * as Lottery from './lottery.js'
export { ipoMessages } from './messages.js'
export * as StrongBuy from './StrongBuy.js'
export { fromThousandths, toThousandths } from './thousandths.js'
