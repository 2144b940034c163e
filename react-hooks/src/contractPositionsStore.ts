import { type Api, translate } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher, UserInfo } from './accountStore.js'
import type { ApiClient } from './apiClient.js'
import { createMutation } from './createMutation.js'
import { authenticationPath } from './orderTicketStore.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'
import { createPollingSlot, type PollingDependencies, pollIntervals } from './poller.js'
import type { CloseOutcome } from './positionsStore.js'

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
  /** Refreshes both open lists every 5 s while shown. */
  startPolling(): void
  stopPolling(): void
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
  deps: PollingDependencies & { readonly account?: AccountRefresher } = {},
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
  const polling = createPollingSlot(pollIntervals.list, deps)
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
    startPolling: () =>
      polling.start(() =>
        Promise.all([lists.index.getState().refresh(), lists.futures.getState().refresh()]).then(() => {}),
      ),
    stopPolling: () => polling.stop(),
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
