/** Chart period codes of the kline protocol: minutes 1, 5, 15, 30, 60; 101 day, 102 week, 103 month (DECISIONS §13). */
export const klinePeriods = [1, 5, 15, 30, 60, 101, 102, 103] as const
export type KlinePeriod = (typeof klinePeriods)[number]

/** Minute periods, whose bars are labelled with a time of day. */
export type MinutePeriod = 1 | 5 | 15 | 30 | 60

export const isKlinePeriod = (value: unknown): value is KlinePeriod => klinePeriods.includes(value as KlinePeriod)

export const isMinutePeriod = (period: KlinePeriod): period is MinutePeriod => period < 100
