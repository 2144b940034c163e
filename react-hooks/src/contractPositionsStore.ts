import { type Api, Live, translate } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher, UserInfo } from './accountStore.js'
import type { ApiClient } from './apiClient.js'
import { createMutation } from './createMutation.js'
import type { LiveConnection } from './live/liveConnection.js'
import { coversAccountAndQuotes, whileNotLive } from './live/liveGate.js'
import { followRows, futuresCodeOf, indexCodeOf, repriceList } from './live/liveRows.js'
import { authenticationPath } from './orderTicketStore.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'
import { createPollingSlot, type PollingDependencies, pollIntervals } from './poller.js'
import type { CloseOutcome } from './positionsStore.js'
import { alwaysVisible } from './timers.js'

export type IndexPosition = Api.DataOf<'/user/index/position/list.do'>['list'][number]
export type FuturesPosition = Api.DataOf<'/user/futures/position/list.do'>['list'][number]

/** Which contract account a position belongs to (DECISIONS §7). */
export type ContractKind = 'index' | 'futures'

/** A contract position awaiting the user's confirmation to close. */
export type ContractClose =
  | { readonly kind: 'index'; readonly position: IndexPosition }
  | { readonly kind: 'futures'; readonly position: FuturesPosition }

export interface ContractPositionLists {
  readonly index: StoreApi<PagedListState<IndexPosition, 0>>
  readonly futures: StoreApi<PagedListState<FuturesPosition, 0>>
  /** Closed index and futures positions, newest first, with their booked P&L and fee. */
  readonly closedIndex: StoreApi<PagedListState<IndexPosition, 1>>
  readonly closedFutures: StoreApi<PagedListState<FuturesPosition, 1>>
}

export interface ContractPositionsState {
  readonly confirming: ContractClose | undefined
  readonly closing: boolean
  /** Empties the open and closed lists and loads each first page. */
  reloadAll(): Promise<void>
  /**
   * Keeps both open lists live while shown (issue 36): rows re-priced by the quote channel, read again when the
   * account channel names an order or a position; polled every 5 s only while the socket does not carry them.
   */
  startLive(): void
  stopLive(): void
  /** Step 1 of closing: the real-name check, then the confirmation. */
  requestClose(target: ContractClose, user: UserInfo | undefined): CloseOutcome | undefined
  cancelClose(): void
  /** Step 2: `/user/sellIndex.do` or `/user/sellFutures.do` by `positionSn`; both lists reload on success. */
  confirmClose(): Promise<CloseOutcome>
}

const page = (pageNum: number, pageSize: number) => ({ pageNum: String(pageNum), pageSize: String(pageSize) })

/** Open index and futures positions (/warehouse, /buyGold) with a confirmed close. */
export const createContractPositionsStore = (
  client: ApiClient,
  deps: PollingDependencies & { readonly account?: AccountRefresher; readonly live?: LiveConnection } = {},
): { store: StoreApi<ContractPositionsState>; lists: ContractPositionLists } => {
  const lists: ContractPositionLists = {
    index: createPagedListStore<IndexPosition, 0>({
      initialFilter: 0,
      load: (_, pageNum, pageSize) =>
        client.call('/user/index/position/list.do', { state: '0', ...page(pageNum, pageSize) }),
    }),
    futures: createPagedListStore<FuturesPosition, 0>({
      initialFilter: 0,
      load: (_, pageNum, pageSize) =>
        client.call('/user/futures/position/list.do', { state: '0', ...page(pageNum, pageSize) }),
    }),
    closedIndex: createPagedListStore<IndexPosition, 1>({
      initialFilter: 1,
      load: (_, pageNum, pageSize) =>
        client.call('/user/index/position/list.do', { state: '1', ...page(pageNum, pageSize) }),
    }),
    closedFutures: createPagedListStore<FuturesPosition, 1>({
      initialFilter: 1,
      load: (_, pageNum, pageSize) =>
        client.call('/user/futures/position/list.do', { state: '1', ...page(pageNum, pageSize) }),
    }),
  }
  const sellIndex = createMutation(client, '/user/sellIndex.do')
  const sellFutures = createMutation(client, '/user/sellFutures.do')
  const { live } = deps
  const openCodes = () => [
    ...lists.index.getState().items.map(indexCodeOf),
    ...lists.futures.getState().items.map(futuresCodeOf),
  ]
  const polling = createPollingSlot(pollIntervals.list, {
    ...deps,
    visibility: whileNotLive(deps.visibility ?? alwaysVisible, live, coversAccountAndQuotes(openCodes)),
  })
  const refreshOpen = () =>
    Promise.all([lists.index.getState().refresh(), lists.futures.getState().refresh()]).then(() => {})
  /** One open list followed on the quote channel, its rows re-priced by core as the prices move. */
  const followList = <Row extends IndexPosition | FuturesPosition>(
    list: StoreApi<PagedListState<Row, 0>>,
    codeOf: (row: Row) => string,
  ) =>
    live === undefined
      ? () => {}
      : followRows(
          live,
          list,
          (state) => state.items,
          (rows) => (rows ?? []).map(codeOf),
          (rows, quotes, previous) => {
            const moved = repriceList(rows, codeOf, Live.repriceContractRow, quotes, previous)
            return moved === rows ? undefined : moved
          },
          (items) => list.setState({ items }),
        )
  let stopLive: (() => void) | undefined
  const store = createStore<ContractPositionsState>()((set, get) => ({
    confirming: undefined,
    closing: false,
    reloadAll: async () => {
      await Promise.all([
        lists.index.getState().setFilter(0),
        lists.futures.getState().setFilter(0),
        lists.closedIndex.getState().setFilter(1),
        lists.closedFutures.getState().setFilter(1),
      ])
    },
    startLive: () => {
      polling.start(refreshOpen)
      if (live === undefined || stopLive !== undefined) return
      const stopIndex = followList(lists.index, indexCodeOf)
      const stopFutures = followList(lists.futures, futuresCodeOf)
      const stopListening = live.getState().listen((event) => {
        const touched =
          event.kind === 'account'
            ? event.changes.some((change) => change.topic === 'order' || change.topic === 'position')
            : event.kind === 'resync' && event.channel === 'account'
        if (touched) void refreshOpen()
      })
      stopLive = () => {
        stopIndex()
        stopFutures()
        stopListening()
      }
    },
    stopLive: () => {
      polling.stop()
      stopLive?.()
      stopLive = undefined
    },
    requestClose: (target, user) => {
      if (user === undefined || user.isActive !== 2)
        return { ok: false, msg: translate('orderRealNameRequired', client.language()), redirect: authenticationPath }
      set({ confirming: target })
      return undefined
    },
    cancelClose: () => set({ confirming: undefined }),
    confirmClose: async () => {
      const target = get().confirming
      if (target === undefined) return { ok: false, msg: '' }
      set({ closing: true })
      const payload = { positionSn: target.position.positionSn }
      const result = await (target.kind === 'index' ? sellIndex.run(payload) : sellFutures.run(payload))
      set({ closing: false, confirming: undefined })
      if (!result.ok) return { ok: false, msg: result.failure.msg, failure: result.failure }
      await Promise.all([get().reloadAll(), deps.account?.getState().refresh()])
      const msg = result.msg !== '' && result.msg !== 'ok' ? result.msg : translate('positionClosed', client.language())
      return { ok: true, msg }
    },
  }))
  return { store, lists }
}
