import type { AccountState, Event } from '@bourse/core/engine'
import type { Money } from '@bourse/core/money'

/** The event after which a replayed figure last changed: a stored figure that differs has diverged from there. */
export interface Touch {
  readonly seq: number
  readonly type: string
}

/** A read-model row as the server's projection would write it after the replayed events. */
export interface ReplayedRow {
  readonly status: number
  /** The row's `data`, before core's JSON codec. */
  readonly data: unknown
  readonly touched: Touch
}

/**
 * What the replay says every stored figure outside the journal should be, built event by event beside core's
 * `evolve`: the rows the server projects (positions, pending orders, IPO applications, financing records), the last
 * event that moved each balance and each withdrawal, the deposits by recharge order, and the state at the stored
 * snapshot's `seq`. Kept for one account at a time.
 */
export interface ReplayedRecords {
  readonly balances: Map<string, Touch>
  readonly positions: Map<string, ReplayedRow>
  readonly pendingOrders: Map<string, ReplayedRow>
  readonly ipoApplications: Map<string, ReplayedRow>
  readonly financings: Map<string, ReplayedRow>
  readonly withdrawals: Map<string, Touch>
  readonly deposits: Map<string, Array<{ readonly amount: Money.Money; readonly touched: Touch }>>
  /** The replayed state after the stored snapshot's event, when the replay reached it. */
  snapshot: { readonly state: AccountState; readonly touched: Touch } | undefined
}

export const emptyReplayedRecords = (): ReplayedRecords => ({
  balances: new Map(),
  positions: new Map(),
  pendingOrders: new Map(),
  ipoApplications: new Map(),
  financings: new Map(),
  withdrawals: new Map(),
  deposits: new Map(),
  snapshot: undefined,
})

const opened = (records: ReplayedRecords, position: { positionSn: string } | undefined, touched: Touch) => {
  if (position) records.positions.set(position.positionSn, { status: 0, data: { position }, touched })
}

/** Records what `event` (the account's `seq`-th, giving state `after`) makes each projected row and figure. */
export const observeEvent = (records: ReplayedRecords, seq: number, event: Event, after: AccountState): void => {
  const touched = { seq, type: event.type }
  for (const entry of event.journal) records.balances.set(entry.balance, touched)
  switch (event.type) {
    case 'stockPositionOpened':
    case 'blockTradeBought':
    case 'contractPositionOpened':
      opened(records, event.position, touched)
      return
    case 'strongBuySettled':
      opened(records, event.position, touched)
      return
    case 'pendingOrderPlaced':
    case 'pendingOrderSettled':
      records.pendingOrders.set(event.order.orderId, { status: event.order.status, data: event.order, touched })
      if (event.type === 'pendingOrderSettled') opened(records, event.position, touched)
      return
    case 'ipoChanged':
      records.ipoApplications.set(event.application.id, {
        status: event.application.status,
        data: event.application,
        touched,
      })
      opened(records, event.position, touched)
      return
    case 'stayFeesAccrued':
      for (const sn of Object.keys(event.positions)) opened(records, after.positions[sn], touched)
      return
    case 'targetsChanged':
      opened(records, after.positions[event.positionSn], touched)
      return
    case 'stockPositionClosed': {
      const { position, settlement, reason } = event
      records.positions.set(position.positionSn, { status: 1, data: { position, settlement, reason }, touched })
      return
    }
    case 'contractPositionClosed': {
      const { position, closePoint, pnl, reason } = event
      records.positions.set(position.positionSn, {
        status: 1,
        data: { position, closePoint, pnl, reason },
        touched,
      })
      return
    }
    case 'financingChanged':
    case 'financingPositionOpened':
    case 'financingPositionClosed': {
      const record = after.financings?.[event.financing.id] ?? event.financing
      records.financings.set(record.id, { status: record.status, data: record, touched })
      return
    }
    case 'withdrawalRequested':
    case 'withdrawalSettled':
      records.withdrawals.set(event.withdrawalId, touched)
      return
    case 'depositCredited': {
      const known = records.deposits.get(event.rechargeId) ?? []
      known.push({ amount: event.amount, touched })
      records.deposits.set(event.rechargeId, known)
      return
    }
    default:
      return
  }
}
