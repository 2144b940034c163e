import type { Exchange } from '../market/Market.js'

/** Which hours a question is about: the exchange session, or the narrower window in which orders are accepted. */
export type HoursKind = 'session' | 'orders'

/** A half-open span of local wall-clock minutes, [from, to): from 570 to 690 is 09:30 up to, not including, 11:30. */
export interface Span {
  readonly from: number
  readonly to: number
}

const hm = (hours: number, minutes: number): number => hours * 60 + minutes

const sessions: Readonly<Record<Exchange, readonly Span[]>> = {
  cn: [
    { from: hm(9, 30), to: hm(11, 30) },
    { from: hm(13, 0), to: hm(15, 0) },
  ],
  hk: [
    { from: hm(9, 30), to: hm(12, 0) },
    { from: hm(13, 0), to: hm(16, 0) },
  ],
  us: [{ from: hm(9, 30), to: hm(16, 0) }],
}

// A-share orders: open from 09:32:00, refused from 11:30:00; open from 13:00:00, refused from 14:58:00 (spec: "closed 11:30-13:00, from 14:58").
const orderWindows: Readonly<Record<Exchange, readonly Span[]>> = {
  cn: [
    { from: hm(9, 32), to: hm(11, 30) },
    { from: hm(13, 0), to: hm(14, 58) },
  ],
  hk: sessions.hk,
  us: sessions.us,
}

/** The exchange's daily spans of the given kind on a trading day (DECISIONS §9), earliest first. */
export const tradingHours = (exchange: Exchange, kind: HoursKind): readonly Span[] =>
  kind === 'session' ? sessions[exchange] : orderWindows[exchange]

/** The minute of day the last session ends: cn 900 (15:00), hk and us 960 (16:00). */
export const closingMinute = (exchange: Exchange): number => {
  const spans = sessions[exchange]
  return spans[spans.length - 1]?.to ?? 0
}
