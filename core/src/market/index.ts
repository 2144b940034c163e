export * as Direction from './Direction.js'
export { type Exchange, exchangeOf, isMarket, type Market, markets } from './Market.js'
