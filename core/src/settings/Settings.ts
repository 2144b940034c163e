import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'
import * as R from '../money/Rate.js'
import type { Shares } from '../money/Shares.js'
import * as S from '../money/Shares.js'

/** The broker's settings (DECISIONS §15). Stored by the server, edited only by admins, read by everyone. */
export interface Settings {
  readonly siteName: string
  /** Leverage options, e.g. [10, 20, 30] from `siteLever` "10/20/30". */
  readonly siteLever: readonly number[]
  readonly buyMinNum: Shares
  readonly buyMaxNum: Shares
  readonly buyFee: Rate
  readonly sellFee: Rate
  readonly dutyFee: Rate
  readonly buyMinAmt: Money
  readonly buyMaxAmtPercent: Rate
  readonly stayFee: Rate
  /** 0 means no limit. */
  readonly stayMaxDays: number
  readonly riseLimit: Rate
  readonly downLimit: Rate
  readonly forceStopPercent: Rate
  readonly forceStopRemindRatio: Rate
  readonly forceSellPercent: Rate
  readonly pendingOrderDays: number
  readonly ipoWinRate: Rate
  readonly strongBuyFillRate: Rate
  readonly rechargeMinAmt: Money
  readonly withMinAmt: Money
  readonly withFeeSingle: Money
  readonly withFeePercent: Rate
  /** "HH:mm" in the A-share market's time zone. */
  readonly withTimeBegin: string
  readonly withTimeEnd: string
  /** Rupees per US dollar and per Hong Kong dollar, for the display-only currency views. */
  readonly usdRate: Rate
  readonly hkdRate: Rate
  /** The day those rates were taken ("YYYY-MM-DD"), said beside every converted figure. */
  readonly ratesDate: string
  readonly indexDisplay: boolean
  readonly futuresDisplay: boolean
  readonly idDocument: 'aadhaar' | 'pan' | 'cn'
}

export const defaultSettings: Settings = {
  siteName: 'Bourse',
  siteLever: [10, 20, 30],
  buyMinNum: S.of(100),
  buyMaxNum: S.of(100_000),
  buyFee: R.of('0.0003'),
  sellFee: R.of('0.0003'),
  dutyFee: R.of('0.001'),
  buyMinAmt: M.of(10),
  buyMaxAmtPercent: R.of('0.9'),
  stayFee: R.of('0.0005'),
  stayMaxDays: 0,
  riseLimit: R.of('0.1'),
  downLimit: R.of('0.1'),
  forceStopPercent: R.of('0.8'),
  forceStopRemindRatio: R.of('0.5'),
  forceSellPercent: R.of('0.8'),
  pendingOrderDays: 5,
  ipoWinRate: R.of('0.3'),
  strongBuyFillRate: R.of('0.2'),
  rechargeMinAmt: M.of(200),
  withMinAmt: M.of(1000),
  withFeeSingle: M.of(3),
  withFeePercent: R.of('0.008'),
  withTimeBegin: '09:15',
  withTimeEnd: '15:00',
  // INR rates (issue 35: the spec's 7.1 and 0.9 were yuan rates); admins keep them current with `ratesDate`.
  usdRate: R.of('88.50'),
  hkdRate: R.of('11.38'),
  ratesDate: '2026-11-27',
  indexDisplay: true,
  futuresDisplay: true,
  idDocument: 'aadhaar',
}

/** Parses `siteLever` text: "10/20/30" → [10, 20, 30]; blanks and non-integers are dropped. */
export const parseSiteLever = (text: string): number[] =>
  text
    .split('/')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d*$/.test(part))
    .map(Number)

export const formatSiteLever = (levers: readonly number[]): string => levers.join('/')
