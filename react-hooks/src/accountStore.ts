import { AccountFigures, type AccountKind, type Api, type AssetBreakdown, assetBreakdown, Money } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from './apiClient.js'
import { type DayReads, type OpenRows, openDayPositions, readDay } from './dayBasis.js'
import { createPollingSlot, type PollingDependencies, pollIntervals } from './poller.js'

export type UserInfo = Api.DataOf<'/user/getUserInfo.do'>
export type SiteSettings = Api.DataOf<'/api/admin/getSetting.do'>

export interface AccountState {
  /** The signed-in user's info (identity, balances of the three accounts, `siteLever`); undefined until loaded. */
  readonly user: UserInfo | undefined
  readonly settings: SiteSettings | undefined
  /**
   * Core's `totalAssets`: the stock account plus the index and futures accounts the settings show
   * (`indexDisplay`, `futuresDisplay`, spec 000 §6); undefined until both user and settings are loaded.
   */
  readonly totalAssets: Money.Money | undefined
  /**
   * Each account's floating P&L: core's `AccountFigures.accountFloating` over `openRows` (DECISIONS §20); undefined
   * until first loaded.
   */
  readonly floating: Readonly<Record<AccountKind, Money.Money>> | undefined
  /**
   * The open positions the floating P&L was computed from (one read, one set of quotes): screens that show the card
   * beside the rows (/warehouse) draw these rows, so both agree to the paisa at every moment.
   */
  readonly openRows: OpenRows | undefined
  /**
   * Core's `assetBreakdown`: each shown account's available + frozen (+ IPO frozen) = its total, with its floating
   * P&L; the totals add up to `totalAssets`. Undefined until user and settings are loaded (floating 0 until known).
   */
  readonly breakdown: AssetBreakdown | undefined
  /**
   * Day's P&L (DECISIONS §20): equity now − equity at the previous day close (core's `dayProfitAndLoss` and
   * `equityAtPreviousClose`, today's deposits, withdrawals and transfers carried back); undefined until read.
   */
  readonly dayProfitAndLoss: Money.Money | undefined
  readonly loading: boolean
  /** Why the last load failed; a `signedOut` failure sends the UI to /login or opens the login prompt. */
  readonly failure: ApiFailure | undefined
  /** `/user/getUserInfo.do`; answers the user, or undefined when there is none. */
  loadUser(): Promise<UserInfo | undefined>
  /** `/api/admin/getSetting.do`. */
  loadSettings(): Promise<SiteSettings | undefined>
  /** Reads every open position of the three accounts and sums each account's rows' floating P&L. */
  loadFloating(): Promise<void>
  /** The user's balances and floating P&L again: every money action calls it for the account it changed. */
  refresh(): Promise<void>
  /** Refreshes the account every 5 s while a screen shows it live (paused while the page is hidden). */
  startLive(): void
  stopLive(): void
  /** Forget the user (after logout or a signed-out answer). */
  clear(): void
}

/** What a store that moves money needs of the account store: a way to refresh it. */
export type AccountRefresher = Pick<StoreApi<Pick<AccountState, 'refresh'>>, 'getState'>

const openListPaths = {
  stock: '/user/position/list.do',
  index: '/user/index/position/list.do',
  futures: '/user/futures/position/list.do',
} as const

/** The current user and the broker's settings, as the server answers them, and the parts of total assets. */
export const createAccountStore = (
  client: ApiClient,
  deps: PollingDependencies & { readonly now?: () => number } = {},
): StoreApi<AccountState> =>
  createStore<AccountState>()((setRaw, get) => {
    const zero = { stock: Money.zero, index: Money.zero, futures: Money.zero }
    const now = deps.now ?? Date.now
    let day: { readonly key: string; readonly reads: DayReads } | undefined
    const dayFigure = (breakdown: AssetBreakdown | undefined, openRows: OpenRows | undefined) => {
      if (!breakdown || !openRows || !day) return undefined
      const then = AccountFigures.equityAtPreviousClose({
        dayStart: day.reads.dayStart,
        equityNow: breakdown.equity,
        floatingNow: breakdown.floating,
        accounts: breakdown.accounts.map((part) => part.account),
        journal: day.reads.journal,
        positions: [...openDayPositions(openRows), ...day.reads.closedToday],
      })
      return AccountFigures.dayProfitAndLoss(breakdown.equity, then)
    }
    // Every change of user, settings or floating P&L recomputes the breakdown, the total and the day's P&L.
    const set = (partial: Partial<AccountState>) => {
      setRaw(partial)
      const { user, settings, floating, openRows } = get()
      const breakdown = user && settings ? assetBreakdown(user, floating ?? zero, settings) : undefined
      const total = breakdown?.total
      setRaw({ breakdown, dayProfitAndLoss: dayFigure(breakdown, openRows) })
      if (!(total === get().totalAssets || (total && get().totalAssets?.eq(total)))) setRaw({ totalAssets: total })
    }
    /** Every open position of one account, page by page (100 a page). */
    const openPositions = async <K extends AccountKind>(kind: K): Promise<OpenRows[K] | undefined> => {
      const rows: unknown[] = []
      for (let pageNum = 1; ; pageNum += 1) {
        const result = await client.call(openListPaths[kind], { state: '0', pageNum: String(pageNum), pageSize: '100' })
        if (!result.ok) return undefined
        rows.push(...result.data.list)
        // the path of `kind` answers the rows of `kind`
        if (result.data.list.length < 100 || rows.length >= result.data.total) return rows as OpenRows[K]
      }
    }
    const live = createPollingSlot(pollIntervals.list, deps)
    return {
      user: undefined,
      settings: undefined,
      totalAssets: undefined,
      floating: undefined,
      openRows: undefined,
      breakdown: undefined,
      dayProfitAndLoss: undefined,
      loading: false,
      failure: undefined,
      loadUser: async () => {
        set({ loading: true })
        const result = await client.call('/user/getUserInfo.do', {})
        if (result.ok) {
          set({ user: result.data, loading: false, failure: undefined })
          return result.data
        }
        set({
          loading: false,
          failure: result.failure,
          ...(result.failure.kind === 'signedOut' ? { user: undefined } : {}),
        })
        return undefined
      },
      loadSettings: async () => {
        const result = await client.call('/api/admin/getSetting.do', {})
        if (result.ok) set({ settings: result.data })
        else set({ failure: result.failure })
        return result.ok ? result.data : undefined
      },
      loadFloating: async () => {
        const [stock, index, futures] = await Promise.all([
          openPositions('stock'),
          openPositions('index'),
          openPositions('futures'),
        ])
        if (stock && index && futures)
          set({
            openRows: { stock, index, futures },
            floating: {
              stock: AccountFigures.accountFloating(stock),
              index: AccountFigures.accountFloating(index),
              futures: AccountFigures.accountFloating(futures),
            },
          })
      },
      refresh: async () => {
        const user = await get().loadUser()
        if (!user) return
        await get().loadFloating()
        // Today's journal and closes change only with a balance (or a new day): read them again only then.
        const dayStart = AccountFigures.dayStartOf(now())
        const key = [dayStart, user.userAmt, user.userIndexAmt, user.userFuturesAmt].join('|')
        if (day?.key !== key) {
          const reads = await readDay(client, dayStart)
          if (reads) day = { key, reads }
          set({})
        }
      },
      startLive: () => live.start(() => get().refresh()),
      stopLive: () => live.stop(),
      clear: () => {
        day = undefined
        set({ user: undefined, failure: undefined, floating: undefined, openRows: undefined })
      },
    }
  })
