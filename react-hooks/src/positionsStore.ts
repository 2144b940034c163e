import {
  type Api,
  checkTargetChange,
  Fees,
  liquidationLine,
  liquidationPrice,
  Money,
  Price,
  Rate,
  type RiskPosition,
  Shares,
  settleClose,
  translate,
} from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher, SiteSettings, UserInfo } from './accountStore.js'
import type { ApiClient, ApiFailure } from './apiClient.js'
import { createMutation } from './createMutation.js'
import type { LiveConnection, LiveEvent } from './live/liveConnection.js'
import { coversAccount, whileNotLive } from './live/liveGate.js'
import { authenticationPath } from './orderTicketStore.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'
import { createPollingSlot, type PollingDependencies, pollIntervals } from './poller.js'
import { alwaysVisible } from './timers.js'

export type Position = Api.DataOf<'/user/position/list.do'>['list'][number]
export type PendingOrder = Api.DataOf<'/user/orderList.do'>['list'][number]
export type IpoApplication = Api.DataOf<'/user/getOneSubscribeByUserId.do'>['list'][number]

/** The four tabs of /warehouse, in the spec's order (`?index=0…3`). */
export const positionTabs = ['open', 'pending', 'closed', 'ipo'] as const
export type PositionTab = (typeof positionTabs)[number]

export interface PositionLists {
  readonly open: StoreApi<PagedListState<Position, 0>>
  readonly pending: StoreApi<PagedListState<PendingOrder, null>>
  readonly closed: StoreApi<PagedListState<Position, 1>>
  readonly ipo: StoreApi<PagedListState<IpoApplication, null>>
}

export type CloseOutcome =
  | { readonly ok: true; readonly msg: string }
  | { readonly ok: false; readonly msg: string; readonly redirect?: string; readonly failure?: ApiFailure }

export interface PositionsState {
  readonly tab: PositionTab
  /** Rows per tab as the server counts them (`data.total`), for the tab labels. */
  readonly counts: Readonly<Record<PositionTab, number>>
  /** The open position awaiting the user's confirmation to close, if any. */
  readonly confirming: Position | undefined
  readonly closing: boolean
  setTab(tab: PositionTab): void
  /** Empties every tab and loads each first page (on entering /warehouse and after a close). */
  reloadAll(): Promise<void>
  /**
   * Keeps the tabs live while the page is shown (issue 36): the account channel's order and position changes read
   * the tabs they touch again; the pending tab is polled every 5 s only while the socket does not carry the account
   * (the screens draw open rows from the account store, which polls them itself then).
   */
  startLive(): void
  stopLive(): void
  /** Step 1 of closing: the real-name check, then the confirmation dialog. */
  requestClose(position: Position, user: UserInfo | undefined): CloseOutcome | undefined
  /** Cancelling the dialog does nothing else. */
  cancelClose(): void
  /** Step 2: `/user/sell.do`; on success every list is emptied and reloaded. */
  confirmClose(): Promise<CloseOutcome>
  /** The open position whose take-profit / stop-loss sheet is shown, and the texts typed in it ('' = none). */
  readonly editing: Position | undefined
  readonly targetDraft: TargetDraft
  readonly savingTargets: boolean
  /** Opens the TP/SL sheet with the position's current targets. */
  editTargets(position: Position): void
  /** Typing keeps digits with at most two decimals (spec 000 §5). */
  typeTarget(field: keyof TargetDraft, text: string): void
  cancelEditTargets(): void
  /**
   * The sheet follows the live row (issue 35): a newer read of the position being edited replaces it, so "Now" and
   * the check against the price move with the quote; another position changes nothing.
   */
  followEditing(position: Position): void
  /**
   * Core's `checkTargetChange` against the live price, then `/user/position/updateTarget.do` (an empty box clears
   * that target); the open list is refreshed on success.
   */
  saveTargets(): Promise<CloseOutcome>
  /** The waiting pending order awaiting the user's confirmation to cancel, if any. */
  readonly confirmingCancel: PendingOrder | undefined
  readonly cancelling: boolean
  /** Step 1 of cancelling a pending order: the confirmation dialog (like closing). */
  requestCancel(order: PendingOrder): void
  /** Dismissing the dialog does nothing else. */
  dismissCancel(): void
  /** Step 2: `/user/delOrder.do`; its frozen funds come back, the tabs and the account reload. */
  confirmCancel(): Promise<CloseOutcome>
  /** Cancels a waiting pending order at once (`/user/delOrder.do`); the tabs and the account reload. */
  cancelOrder(order: PendingOrder): Promise<CloseOutcome>
}

/**
 * The price at which each open position's account reaches its liquidation line, and how far the current price is
 * from it (core's `liquidationPrice`, DECISIONS §6); undefined where core finds none. Keys are `positionSn`.
 */
export const liquidationDistances = (
  positions: readonly Position[],
  user: Pick<UserInfo, 'enableAmt' | 'allFreezAmt'>,
  settings: Pick<SiteSettings, 'forceStopPercent'>,
): ReadonlyMap<string, { readonly price: Price.Price; readonly distance: Price.Price } | undefined> => {
  const open = positions.filter((position) => position.state === 0)
  const risk: RiskPosition[] = open.map((position) => ({
    symbol: position.stockCode,
    direction: position.orderDirection,
    openPrice: position.buyOrderPrice,
    quantity: Shares.of(position.orderNum),
    stayFees: position.orderStayFee,
  }))
  const prices = new Map(open.map((position) => [position.stockCode, position.now_price]))
  const balances = { available: user.enableAmt, frozen: user.allFreezAmt }
  return new Map(
    open.map((position) => {
      const price = liquidationPrice(
        balances,
        settings.forceStopPercent,
        risk,
        (symbol) => prices.get(symbol) ?? position.now_price,
        position.stockCode,
      )
      return [
        position.positionSn,
        price === undefined ? undefined : { price, distance: position.now_price.minus(price).abs() as Price.Price },
      ]
    }),
  )
}

/**
 * What closing `position` at its current price would settle (core's `settleClose`, DECISIONS §2): P&L, sell fee,
 * accrued stay fees and what returns to available (margin + P&L − sell fee − stay fees), for the close review.
 */
export const closePreview = (
  position: Position,
  settings: Parameters<typeof Fees.fromSettings>[0],
): ReturnType<typeof settleClose> =>
  settleClose(
    {
      direction: position.orderDirection,
      openPrice: position.buyOrderPrice,
      shares: Shares.of(position.orderNum),
      margin: position.margin,
      spreadRate: Rate.of(0),
      openingCharges: {
        buyFee: position.orderFee,
        stampDuty: position.orderSpread,
        spread: position.spreadRatePrice,
        total: Money.sum([position.orderFee, position.orderSpread, position.spreadRatePrice]),
      },
      stayFees: position.orderStayFee,
      stayDays: position.orderStayDays,
    },
    position.now_price,
    Fees.fromSettings(settings),
  )

/** The account's liquidation line (round2((available + frozen) × forceStopPercent)), for the header card. */
export const stockLiquidationLine = (
  user: Pick<UserInfo, 'enableAmt' | 'allFreezAmt'>,
  settings: Pick<SiteSettings, 'forceStopPercent'>,
): Money.Money => liquidationLine(user.enableAmt, user.allFreezAmt, settings.forceStopPercent)

/** The take-profit / stop-loss sheet's texts. */
export interface TargetDraft {
  readonly profitTarget: string
  readonly stopLoss: string
}

const twoDecimals = /^\d*(\.\d{0,2})?$/
const priceText = /^\d+(\.\d{1,2})?$/

const page = (pageNum: number, pageSize: number) => ({ pageNum: String(pageNum), pageSize: String(pageSize) })

/** The /warehouse page: four tabs with counts, open positions refreshed every 5 s, close with confirmation. */
export const createPositionsStore = (
  client: ApiClient,
  deps: PollingDependencies & { readonly account?: AccountRefresher; readonly live?: LiveConnection } = {},
): { store: StoreApi<PositionsState>; lists: PositionLists } => {
  const lists: PositionLists = {
    open: createPagedListStore<Position, 0>({
      initialFilter: 0,
      load: (_, pageNum, pageSize) => client.call('/user/position/list.do', { state: '0', ...page(pageNum, pageSize) }),
    }),
    pending: createPagedListStore<PendingOrder, null>({
      initialFilter: null,
      load: (_, pageNum, pageSize) => client.call('/user/orderList.do', page(pageNum, pageSize)),
    }),
    closed: createPagedListStore<Position, 1>({
      initialFilter: 1,
      load: (_, pageNum, pageSize) => client.call('/user/position/list.do', { state: '1', ...page(pageNum, pageSize) }),
    }),
    ipo: createPagedListStore<IpoApplication, null>({
      initialFilter: null,
      load: (_, pageNum, pageSize) => client.call('/user/getOneSubscribeByUserId.do', page(pageNum, pageSize)),
    }),
  }
  const close = createMutation(client, '/user/sell.do')
  const cancel = createMutation(client, '/user/delOrder.do')
  const updateTarget = createMutation(client, '/user/position/updateTarget.do')
  const successMsg = (msg: string, key: 'positionClosed' | 'cancellationSuccessful') =>
    msg !== '' && msg !== 'ok' ? msg : translate(key, client.language())
  const { live } = deps
  const polling = createPollingSlot(pollIntervals.list, {
    ...deps,
    visibility: whileNotLive(deps.visibility ?? alwaysVisible, live, coversAccount),
  })
  /** The tabs an account change touches: an order → pending (and open, when it filled); a position → open, closed. */
  const heard = (event: LiveEvent) => {
    if (event.kind === 'resync' && event.channel === 'account') {
      for (const tab of positionTabs) void lists[tab].getState().refresh()
      return
    }
    if (event.kind !== 'account') return
    const topics = new Set(event.changes.map((change) => change.topic))
    if (topics.has('order')) void lists.pending.getState().refresh()
    if (topics.has('order') || topics.has('position')) void lists.open.getState().refresh()
    if (topics.has('position')) void lists.closed.getState().refresh()
  }
  let stopListening: (() => void) | undefined
  /** After a money action: the lists and the account it changed, together. */
  const reloadWithAccount = (reload: () => Promise<void>) =>
    Promise.all([reload(), deps.account?.getState().refresh()]).then(() => undefined)
  const store = createStore<PositionsState>()((set, get) => ({
    tab: 'open',
    counts: { open: 0, pending: 0, closed: 0, ipo: 0 },
    confirming: undefined,
    closing: false,
    setTab: (tab) => set({ tab }),
    reloadAll: async () => {
      await Promise.all([
        lists.open.getState().setFilter(0),
        lists.pending.getState().setFilter(null),
        lists.closed.getState().setFilter(1),
        lists.ipo.getState().setFilter(null),
      ])
    },
    startLive: () => {
      polling.start(() => lists.pending.getState().refresh())
      stopListening ??= live?.getState().listen(heard)
    },
    stopLive: () => {
      polling.stop()
      stopListening?.()
      stopListening = undefined
    },
    requestClose: (position, user) => {
      if (user === undefined || user.isActive !== 2)
        return {
          ok: false,
          msg: translate('orderRealNameRequired', client.language()),
          redirect: authenticationPath,
        }
      set({ confirming: position })
      return undefined
    },
    cancelClose: () => set({ confirming: undefined }),
    confirmClose: async () => {
      const position = get().confirming
      if (position === undefined) return { ok: false, msg: '' }
      set({ closing: true })
      const result = await close.run({ positionSn: position.positionSn })
      set({ closing: false, confirming: undefined })
      if (!result.ok) return { ok: false, msg: result.failure.msg, failure: result.failure }
      await reloadWithAccount(get().reloadAll)
      return { ok: true, msg: successMsg(result.msg, 'positionClosed') }
    },
    editing: undefined,
    targetDraft: { profitTarget: '', stopLoss: '' },
    savingTargets: false,
    editTargets: (position) =>
      set({
        editing: position,
        targetDraft: {
          profitTarget: position.profitTarget?.toFixed(2) ?? '',
          stopLoss: position.stopLoss?.toFixed(2) ?? '',
        },
      }),
    typeTarget: (field, text) => {
      if (twoDecimals.test(text)) set({ targetDraft: { ...get().targetDraft, [field]: text } })
    },
    cancelEditTargets: () => set({ editing: undefined }),
    followEditing: (position) => {
      if (get().editing?.positionSn === position.positionSn) set({ editing: position })
    },
    saveTargets: async () => {
      const { editing: position, targetDraft } = get()
      const language = client.language()
      if (position === undefined || get().savingTargets) return { ok: false, msg: '' }
      const read = (text: string) => (text === '' ? undefined : priceText.test(text) ? Price.of(text) : Price.of(0))
      const profitTarget = read(targetDraft.profitTarget)
      const stopLoss = read(targetDraft.stopLoss)
      const refusal = checkTargetChange(position.orderDirection, position.now_price, { profitTarget, stopLoss })
      if (refusal) return { ok: false, msg: translate(refusal.key, language, refusal.params) }
      set({ savingTargets: true })
      const result = await updateTarget.run({
        positionSn: position.positionSn,
        ...(profitTarget ? { profitTarget: profitTarget.toFixed(2) } : {}),
        ...(stopLoss ? { stopLoss: stopLoss.toFixed(2) } : {}),
      })
      set({ savingTargets: false })
      if (!result.ok) return { ok: false, msg: result.failure.msg, failure: result.failure }
      set({ editing: undefined })
      await reloadWithAccount(lists.open.getState().refresh)
      return {
        ok: true,
        msg: result.msg !== '' && result.msg !== 'ok' ? result.msg : translate('targetsUpdated', language),
      }
    },
    confirmingCancel: undefined,
    cancelling: false,
    requestCancel: (order) => set({ confirmingCancel: order }),
    dismissCancel: () => set({ confirmingCancel: undefined }),
    confirmCancel: async () => {
      const order = get().confirmingCancel
      if (order === undefined) return { ok: false, msg: '' }
      set({ cancelling: true })
      const outcome = await get().cancelOrder(order)
      set({ cancelling: false, confirmingCancel: undefined })
      return outcome
    },
    cancelOrder: async (order) => {
      const result = await cancel.run({ id: String(order.id) })
      if (!result.ok) return { ok: false, msg: result.failure.msg, failure: result.failure }
      await reloadWithAccount(get().reloadAll)
      return { ok: true, msg: successMsg(result.msg, 'cancellationSuccessful') }
    },
  }))
  // Tab counts follow each list's `total`.
  for (const tab of positionTabs) {
    const list = lists[tab] as StoreApi<PagedListState<unknown, unknown>>
    list.subscribe((state) => {
      if (store.getState().counts[tab] !== state.total)
        store.setState({ counts: { ...store.getState().counts, [tab]: state.total } })
    })
  }
  return { store, lists }
}
