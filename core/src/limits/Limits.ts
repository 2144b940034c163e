export * from './board.js'
export * from './priceLimits.js'
