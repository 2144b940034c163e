import { Alerts, pricesOf, riskSweep, type Settings } from '@bourse/core'
import { expireAlert } from '../alerts/expireAlert.js'
import { fireAlert } from '../alerts/fireAlert.js'
import { figureOf, figureUnitsOf } from '../alerts/observedFigures.js'
import type { ServerConfig } from '../config.js'
import { expireGtt } from '../gtt/expireGtt.js'
import { fireGttLeg } from '../gtt/fireGttLeg.js'
import { runIpoSchedule } from '../ipo/runIpoSchedule.js'
import type { MarketService } from '../market/MarketService.js'
import { tradingDayOf } from '../market/marketCalendar.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { runStrongBuy } from '../strongBuy/runStrongBuy.js'
import { isOrderWindowOpen } from '../trading/orderWindow.js'
import { type CheckContext, closeTriggeredTarget, liquidateOrWarn } from './checkStockAccount.js'
import { sweepContractAccounts } from './contractRisk.js'
import { createDayCloseJobs, createTradingDayCursor } from './dayClose.js'
import { closeSplitTarget, settleDueSubaccount, unwindOrWarn } from './financingRisk.js'
import type { RiskAction } from './riskAction.js'
import { createRiskBooks, type RiskBooks } from './riskBooks.js'
import { expirePendingOrder, triggerPendingOrder } from './settlePendingOrders.js'
import type { IndexedTrigger } from './triggerIndex.js'

/** The stock risk loop (DECISIONS §5, §6, §2 stay fees, §24 scale): every automatic action goes through the engine. */
export interface RiskLoop {
  /**
   * One pass at `now`: the books catch up with the changes committed since the last pass; day-close work for every
   * session that closed (a slice of it: the rest on the next passes, or in the background); pending-order expiry
   * and triggers and take-profit / stop-loss, found by code and price in the trigger index; the stock book's sweep,
   * whose accounts at their line or warning level get the exact rule (liquidation or the daily warning); the index
   * and futures books' sweep (`contractRisk.ts`); margin financing (expiry and fees due first, split positions'
   * targets with the other triggers, the financing book's sweep last); new shares: IPO lotteries, forfeits and listings
   * and strong-buy fills (`runIpoSchedule`, `runStrongBuy`). Runs on every market tick; tests call it directly after
   * `tickOnce` or `setPrice`. Returns what it did.
   */
  runOnce(now: number): RiskAction[]
  /** How many accounts the last pass read and judged by the exact rule (what the books flagged or a trigger hit). */
  readonly checked: number
  /** The books (built at the first pass, or by `prepare`). */
  readonly books: RiskBooks
  /** Builds the books in slices before the first pass, leaving the event loop free (any process's start). */
  prepare(): Promise<void>
  /**
   * A follower's turn (a hot standby): once `prepare` built the books, they catch up with what the leader committed,
   * so that a hand-over sweeps at its first tick instead of building the books first.
   */
  standBy(now: number): void
  /** This process starts to lead: the books learn the warnings the old leader gave since they were built. */
  takeOver(): void
}

/** Day-close work per pass, and per background slice while more remains (DECISIONS §24: pauses below 50 ms). */
const dayCloseSliceMs = 30

/** Where a failed action of the loop is reported (the server's logger; stderr when none is given). */
export type RiskFailureReport = (what: string, error: unknown) => void

const toStderr: RiskFailureReport = (what, error) =>
  process.stderr.write(`risk loop: ${what} failed: ${String(error)}\n`)

export const createRiskLoop = (
  db: SqlConnection,
  market: MarketService,
  config: ServerConfig,
  report: RiskFailureReport = toStderr,
  now: () => number = Date.now,
): RiskLoop => {
  const cursor = createTradingDayCursor(db, market.calendar)
  const books = createRiskBooks(db, readSettings(db), now)
  const dayClose = createDayCloseJobs(db, market, books)
  let draining = false
  let checked = 0
  const guarded = (what: string, run: () => RiskAction[]): RiskAction[] => {
    try {
      return run()
    } catch (error) {
      // One account's failure must not stop the others; it is reported and retried on the next pass.
      report(what, error)
      return []
    }
  }
  /** The rest of a day close, slice by slice with the event loop free between slices. */
  const drainDayClose = (settings: Settings, now: number) => {
    if (draining || !dayClose.pending) return
    draining = true
    const slice = () => {
      guarded('day close', () => dayClose.step(settings, now, dayCloseSliceMs))
      if (dayClose.pending) setImmediate(slice)
      else draining = false
    }
    setImmediate(slice)
  }
  /** Ends what expired: waiting orders (through the engine), alerts and GTTs (their validity of a year). */
  const expired = (now: number): RiskAction[] => {
    const actions: RiskAction[] = []
    for (const { userId, trigger } of books.triggers.expiredBy(now)) {
      if (trigger.kind === 'pendingOrder')
        actions.push(...guarded(`order ${trigger.ref}`, () => expirePendingOrder(db, userId, trigger.ref, now)))
      else if (trigger.kind === 'alert' || trigger.kind === 'relativeAlert' || trigger.kind === 'gttLeg') {
        const kind = trigger.kind === 'gttLeg' ? 'gtt' : 'alert'
        actions.push(
          ...guarded(`${kind} ${trigger.ref}`, () =>
            (kind === 'gtt' ? expireGtt : expireAlert)(db, userId, Number(trigger.ref), now)
              ? [{ type: kind === 'gtt' ? 'gttExpired' : 'alertExpired', userId, ref: trigger.ref } as const]
              : [],
          ),
        )
        books.refreshWatches(userId, now)
      }
    }
    return actions
  }
  /** Fires one crossed trigger, if its market's hours allow it; the owner's entries are rebuilt after. */
  const fire = (
    context: CheckContext,
    { userId, trigger }: IndexedTrigger,
    hours: { targets: boolean; orders: boolean },
  ) => {
    const { now } = context
    switch (trigger.kind) {
      case 'pendingOrder':
        if (!hours.orders) return 'later'
        return guarded(`order ${trigger.ref}`, () => triggerPendingOrder(db, market, userId, trigger.ref, now))
      case 'target':
        if (!hours.targets) return 'later'
        return guarded(`position ${trigger.ref}`, () => closeTriggeredTarget(context, userId, trigger.ref))
      case 'splitTarget':
        if (!hours.targets) return 'later'
        return guarded(`split position ${trigger.ref}`, () =>
          closeSplitTarget({ db, market }, trigger.applicationId, trigger.ref, now),
        )
      case 'alert':
      case 'relativeAlert':
        return guarded(`alert ${trigger.ref}`, () =>
          fireAlert(db, market, userId, Number(trigger.ref), now)
            ? [{ type: 'alertFired', userId, ref: trigger.ref }]
            : [],
        )
      case 'gttLeg':
        if (!hours.orders) return 'later'
        return guarded(`gtt ${trigger.ref}`, () =>
          fireGttLeg(db, market, userId, Number(trigger.ref), trigger.leg ?? 0, now)
            ? [{ type: 'gttFired', userId, ref: trigger.ref }]
            : [],
        )
    }
  }
  const refreshed = (userId: number, trigger: IndexedTrigger['trigger'], now: number) => {
    if (trigger.kind === 'alert' || trigger.kind === 'relativeAlert' || trigger.kind === 'gttLeg')
      books.refreshWatches(userId, now)
    else books.refresh(userId)
  }
  const triggered = (context: CheckContext): RiskAction[] => {
    const { now } = context
    const actions: RiskAction[] = expired(now)
    for (const code of [...books.triggers.codes()]) {
      const instrument = market.instrument(code)
      const quote = market.quote(code)
      if (instrument === undefined || quote === undefined) continue
      const crossed = books.triggers.crossedBy(code, figureUnitsOf(quote), now)
      if (crossed.length === 0) continue
      const hours = { targets: market.isOpen(code, now), orders: isOrderWindowOpen(market, instrument, now) }
      for (const entry of crossed) {
        const done = fire(context, entry, hours)
        if (done === 'later') continue
        checked += 1
        actions.push(...done)
        refreshed(entry.userId, entry.trigger, now)
      }
    }
    // Alerts against another instrument: compared in memory first, so only a met condition costs a transaction.
    for (const entry of books.triggers.relativeAlerts(now)) {
      const { trigger } = entry
      const mine = market.quote(trigger.code)
      const other = market.quote(trigger.otherCode)
      if (!mine || !other) continue
      if (!Alerts.alertHolds(trigger.op, figureOf(mine, trigger.field), figureOf(other, trigger.field))) continue
      checked += 1
      const done = fire(context, entry, { targets: true, orders: true })
      if (done !== 'later') actions.push(...done)
      refreshed(entry.userId, trigger, now)
    }
    return actions
  }
  const swept = (context: CheckContext): RiskAction[] => {
    const found = riskSweep(
      books.stock,
      pricesOf(books.stock, (code) => market.quote(code)?.price),
    )
    // Warned accounts are looked at again only on another day: the book keeps the last warning day.
    const warnable = found.warn.filter((id) => books.lastWarningDay(Number(id)) !== context.warningDay)
    const actions: RiskAction[] = []
    checked += found.liquidate.length + warnable.length
    for (const id of [...found.liquidate, ...warnable]) {
      const userId = Number(id)
      actions.push(...guarded(`account ${userId}`, () => liquidateOrWarn(context, userId)))
      books.refresh(userId)
    }
    return actions
  }
  /** Margin-financing sub-accounts whose expiry or next day of fee came: only those are read. */
  const dueSubaccounts = (now: number): RiskAction[] => {
    const actions: RiskAction[] = []
    for (const { applicationId, userId } of books.financing.dueBy(now)) {
      actions.push(
        ...guarded(`sub-account ${applicationId}`, () => settleDueSubaccount({ db, market }, applicationId, now)),
      )
      books.refresh(userId)
    }
    return actions
  }
  /** The financing book's sweep: sub-accounts at their unwind line, or at the warning line not yet warned that day. */
  const sweptSubaccounts = (context: CheckContext): RiskAction[] => {
    const { book } = books.financing
    const found = riskSweep(
      book,
      pricesOf(book, (code) => market.quote(code)?.price),
    )
    const warnable = found.warn.filter((id) => books.financing.lastWarningDay(Number(id)) !== context.warningDay)
    const actions: RiskAction[] = []
    for (const id of [...found.liquidate, ...warnable]) {
      const userId = books.financing.ownerOf(id)
      actions.push(
        ...guarded(`sub-account ${id}`, () => unwindOrWarn({ db, market }, books.financing, Number(id), context.now)),
      )
      if (userId !== undefined) books.refresh(userId)
    }
    return actions
  }
  return {
    books,
    prepare: () => books.build(),
    standBy: (now) => {
      if (!books.built) return
      books.followRules(readSettings(db))
      books.catchUp(now)
    },
    takeOver: () => {
      if (books.built) books.readWarnings()
    },
    get checked() {
      return checked
    },
    runOnce: (now) => {
      checked = 0
      const settings = readSettings(db)
      const actions: RiskAction[] = []
      if (books.ready()) {
        books.followRules(settings)
        books.catchUp(now)
        dayClose.add(cursor.closedSince(now))
        actions.push(...guarded('day close', () => dayClose.step(settings, now, dayCloseSliceMs)))
        drainDayClose(settings, now)
        // The warning goes out once per A-share trading day, the site's home calendar.
        const context = { db, market, settings, now, warningDay: tradingDayOf('cn', now, market.calendar), books }
        actions.push(...dueSubaccounts(now), ...triggered(context), ...swept(context))
        actions.push(
          ...guarded('contract accounts', () =>
            sweepContractAccounts({ db, market, report }, books, now).map((done) => ({
              type: 'liquidateContractAccount' as const,
              userId: done.userId,
              ref: done.kind,
            })),
          ),
        )
        actions.push(...sweptSubaccounts(context))
      }
      guarded('new shares', () => {
        runIpoSchedule({ db, config, market }, now)
        runStrongBuy({ db, config }, now)
        return []
      })
      return actions
    },
  }
}
