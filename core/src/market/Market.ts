/** Where a stock trades: A-share exchanges (Shanghai, Shenzhen, Beijing), Hong Kong, US. */
export const markets = ['sh', 'sz', 'bj', 'hk', 'us'] as const
export type Market = (typeof markets)[number]

export const isMarket = (value: unknown): value is Market => markets.includes(value as Market)

/** The calendar a market trades on: A-shares share one. */
export type Exchange = 'cn' | 'hk' | 'us'

export const exchangeOf = (market: Market): Exchange => (market === 'hk' ? 'hk' : market === 'us' ? 'us' : 'cn')
