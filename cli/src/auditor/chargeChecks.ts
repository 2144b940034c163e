import type { AccountState, Event, JournalEntry, OpenStockPosition } from '@bourse/core/engine'
import { withdrawalFee } from '@bourse/core/funds'
import { Money } from '@bourse/core/money'
import { StockOrder } from '@bourse/core/orders'
import { accrueStayDay, settleClose } from '@bourse/core/positions'
import type { ScheduleInForce } from './auditSchedule.js'

/** One amount of an event recomputed from its terms: what the server stored, what core computes. */
export interface ChargeCheck {
  /** E.g. `buyFee of S20261124…`. */
  readonly what: string
  readonly stored: Money.Money
  readonly recomputed: Money.Money
}

const check = (what: string, stored: Money.Money | undefined, recomputed: Money.Money): ChargeCheck => ({
  what,
  stored: stored ?? Money.zero,
  recomputed,
})

/** The amount the event's own journal books for `type` on `reference` (charges as positive amounts). */
const booked = (journal: readonly JournalEntry[], type: JournalEntry['type'], reference: string): Money.Money =>
  Money.neg(Money.sum(journal.filter((e) => e.type === type && e.reference === reference).map((e) => e.amount)))

/**
 * An opening at its quote's terms (price, shares, lever, spread rate): margin and each charge recomputed with the
 * schedule, against the event's quote and against what its journal books. Example: 10.55 × 1 000, lever 10,
 * spread 0.0005 → margin 1 055.00, buy fee 3.17, stamp duty 10.55, spread 5.28.
 */
const openingChecks = (
  quote: StockOrder.Quote,
  position: OpenStockPosition,
  journal: readonly JournalEntry[],
  schedule: ScheduleInForce,
): ChargeCheck[] => {
  const again = StockOrder.quote(quote, schedule.stock)
  const sn = position.positionSn
  return [
    check(`margin of ${sn}`, quote.margin, again.margin),
    check(`buyFee of ${sn}`, quote.buyFee, again.buyFee),
    check(`stampDuty of ${sn}`, quote.stampDuty, again.stampDuty),
    check(`spread of ${sn}`, quote.spread, again.spread),
    check(`buyFee booked for ${sn}`, booked(journal, 'buyFee', sn), again.buyFee),
    check(`stampDuty booked for ${sn}`, booked(journal, 'stampDuty', sn), again.stampDuty),
    check(`spread booked for ${sn}`, booked(journal, 'spread', sn), again.spread),
  ]
}

/** A close at its settlement's price: P&L, sell fee and stay fees recomputed, against the event and its journal. */
const closeChecks = (
  event: Extract<Event, { type: 'stockPositionClosed' }>,
  schedule: ScheduleInForce,
): ChargeCheck[] => {
  const again = settleClose(event.position, event.settlement.closePrice, schedule.stock)
  const sn = event.position.positionSn
  return [
    check(`P&L of closing ${sn}`, event.settlement.pnl, again.pnl),
    check(`sellFee of ${sn}`, event.settlement.sellFee, again.sellFee),
    check(`stayFees of ${sn}`, event.settlement.stayFees, again.stayFees),
    check(`released by closing ${sn}`, event.settlement.released, again.released),
    check(`P&L booked for ${sn}`, Money.neg(booked(event.journal, 'profitAndLoss', sn)), again.pnl),
    check(`sellFee booked for ${sn}`, booked(event.journal, 'sellFee', sn), again.sellFee),
    check(`stayFee booked for ${sn}`, booked(event.journal, 'stayFee', sn), again.stayFees),
  ]
}

/** A trading day's stay fee on each open position, from the position before the day: round2(notional × stayFee). */
const stayChecks = (
  event: Extract<Event, { type: 'stayFeesAccrued' }>,
  before: AccountState,
  schedule: ScheduleInForce,
): ChargeCheck[] =>
  Object.entries(event.positions).flatMap(([sn, after]) => {
    const previous = before.positions[sn]
    if (previous === undefined) return []
    return [
      check(
        `stay fees of ${sn} on ${event.tradingDay}`,
        after.stayFees,
        accrueStayDay(previous, schedule.stock).stayFees,
      ),
    ]
  })

/** A withdrawal's fee, round2(withFeeSingle + amount × withFeePercent), against the record and the journal. */
const withdrawalChecks = (
  event: Extract<Event, { type: 'withdrawalRequested' }>,
  schedule: ScheduleInForce,
): ChargeCheck[] => {
  const fee = withdrawalFee(event.withdrawal.amount, schedule.withdrawal)
  return [
    check(`fee of withdrawal ${event.withdrawalId}`, event.withdrawal.fee, fee),
    check(
      `fee booked for withdrawal ${event.withdrawalId}`,
      booked(event.journal, 'withdrawalFee', event.withdrawalId),
      fee,
    ),
  ]
}

/**
 * Every charge of `event` that the schedule prices, recomputed through core: stock openings (market orders and
 * filled pending orders), closes (by the owner, TP/SL, stay limit or liquidation), stay-fee days and withdrawal
 * fees. Other events (deposits, transfers, contracts, IPO, block trades, strong-buy, financing) are checked by
 * the journal comparison only.
 */
export const chargeChecks = (event: Event, before: AccountState, schedule: ScheduleInForce): ChargeCheck[] => {
  switch (event.type) {
    case 'stockPositionOpened':
      return openingChecks(event.quote, event.position, event.journal, schedule)
    case 'pendingOrderSettled':
      return event.quote && event.position ? openingChecks(event.quote, event.position, event.journal, schedule) : []
    case 'stockPositionClosed':
      return closeChecks(event, schedule)
    case 'stayFeesAccrued':
      return stayChecks(event, before, schedule)
    case 'withdrawalRequested':
      return withdrawalChecks(event, schedule)
    default:
      return []
  }
}
