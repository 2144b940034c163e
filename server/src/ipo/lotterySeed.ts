/**
 * The seed of a listing's lottery: `BOURSE_SEED` and the listing code, e.g. "20261121:ipo:688001". Fixed before the
 * deadline and recorded in the audit, so anyone can rerun `Ipo.Lottery.runLottery` and get the same allotment.
 */
export const ipoLotterySeed = (bourseSeed: number, code: string): string => `${bourseSeed}:ipo:${code}`

/** The seed of a stock's strong-buy lottery on one trading day: "20261121:strong-buy:600001:2026-11-23". */
export const strongBuyLotterySeed = (bourseSeed: number, code: string, tradingDay: string): string =>
  `${bourseSeed}:strong-buy:${code}:${tradingDay}`
