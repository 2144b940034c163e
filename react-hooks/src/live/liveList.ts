import type { StoreApi } from 'zustand/vanilla'
import type { PagedListState } from '../pagedListStore.js'
import { createPoller, type Poller } from '../poller.js'
import { hostTimers, type Timers, type VisibilitySource } from '../timers.js'
import type { LiveConnection } from './liveConnection.js'
import { coversQuotes, whileNotLive } from './liveGate.js'
import { withLiveFields } from './liveQuoteFields.js'
import { followRows } from './liveRows.js'

/** What keeping a list live takes from its host. */
export interface LiveListOptions {
  readonly live: LiveConnection | undefined
  readonly visibility: VisibilitySource
  readonly intervalMs: number
  readonly timers?: Timers
}

/**
 * A quote list kept live while shown (issue 36): the codes of the rows loaded are followed on the quote channel and
 * each row moves with its instrument (`withLiveFields`); `refresh` (REST) runs every `intervalMs` only while the socket
 * does not carry every row. The same `start` / `stop` as the poller it replaces.
 */
export const createLiveListPoller = <Row extends object, Filter>(
  list: StoreApi<PagedListState<Row, Filter>>,
  codeOf: (row: Row) => string,
  options: LiveListOptions,
): Poller => {
  const { live } = options
  const codes = () => list.getState().items.map(codeOf)
  const poller = createPoller(
    () => list.getState().refresh(),
    options.intervalMs,
    whileNotLive(options.visibility, live, (state) => codes().length > 0 && coversQuotes(codes)(state)),
    options.timers ?? hostTimers,
  )
  let stopRows: (() => void) | undefined
  return {
    running: poller.running,
    start: () => {
      poller.start()
      if (live === undefined || stopRows !== undefined) return
      stopRows = followRows(
        live,
        list,
        (state) => state.items,
        (rows) => (rows ?? []).map(codeOf),
        (rows, quotes, previous) => {
          let changed = false
          const next = rows.map((row) => {
            const quote = quotes.get(codeOf(row))
            if (quote === undefined || quote === previous?.get(codeOf(row))) return row
            const moved = withLiveFields(row, quote)
            changed ||= moved !== row
            return moved
          })
          return changed ? next : undefined
        },
        (items) => list.setState({ items }),
      )
    },
    stop: () => {
      poller.stop()
      stopRows?.()
      stopRows = undefined
    },
  }
}
