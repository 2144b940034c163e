export * as Direction from './Direction.js'
export { englishName, instrumentNameIn, traditionalName } from './instrumentNames.js'
export { type Exchange, exchangeOf, isMarket, type Market, markets } from './Market.js'
