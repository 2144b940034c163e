import {
  AccountFigures,
  type AccountsFloating,
  type Api,
  type AssetBreakdown,
  assetBreakdown,
  Money,
} from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from './apiClient.js'
import { type DayReads, type OpenRows, openDayPositions, readDay } from './dayBasis.js'
import type { LiveConnection } from './live/liveConnection.js'
import { coversAccountAndQuotes, whileNotLive } from './live/liveGate.js'
import { changesAccount, followRows, openRowCodes, repricedRows } from './live/liveRows.js'
import { createPollingSlot, type PollingDependencies, pollIntervals } from './poller.js'
import { alwaysVisible } from './timers.js'

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
  readonly floating: AccountsFloating | undefined
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
  /** Reads every open position of the three accounts and the financing sub-accounts, and sums each one's rows. */
  loadFloating(): Promise<void>
  /** The user's balances and floating P&L again: every money action calls it for the account it changed. */
  refresh(): Promise<void>
  /**
   * Keeps the account live while a screen shows it (issue 36): open rows re-priced by the quote channel, the account
   * read again when the account channel names a change; polled every 5 s only while the socket does not carry them
   * (and the page is shown).
   */
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
  financing: '/user/funds/fundsList.do',
} as const

/** The current user and the broker's settings, as the server answers them, and the parts of total assets. */
export const createAccountStore = (
  client: ApiClient,
  deps: PollingDependencies & { readonly now?: () => number; readonly live?: LiveConnection } = {},
): StoreApi<AccountState> =>
  createStore<AccountState>()((setRaw, get, api) => {
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
    /** The open rows and each account's floating P&L over them (one set of prices for the card and the rows). */
    const setFloating = (openRows: OpenRows) =>
      set({
        openRows,
        floating: {
          stock: AccountFigures.accountFloating(openRows.stock),
          index: AccountFigures.accountFloating(openRows.index),
          futures: AccountFigures.accountFloating(openRows.futures),
          financing: AccountFigures.accountFloating(openRows.financing),
        },
      })
    /** Every open position of one account, page by page (100 a page). */
    const openPositions = async <K extends keyof OpenRows>(kind: K): Promise<OpenRows[K] | undefined> => {
      const rows: unknown[] = []
      for (let pageNum = 1; ; pageNum += 1) {
        const result = await client.call(openListPaths[kind], { state: '0', pageNum: String(pageNum), pageSize: '100' })
        if (!result.ok) return undefined
        rows.push(...result.data.list)
        // the path of `kind` answers the rows of `kind`
        if (result.data.list.length < 100 || rows.length >= result.data.total) return rows as OpenRows[K]
      }
    }
    const { live } = deps
    const openCodes = () => openRowCodes(get().openRows)
    const polling = createPollingSlot(pollIntervals.list, {
      ...deps,
      visibility: whileNotLive(deps.visibility ?? alwaysVisible, live, coversAccountAndQuotes(openCodes)),
    })
    let shown = false
    let stopRows: (() => void) | undefined
    // One read at a time; changes heard meanwhile make one more read after it.
    let reading: Promise<void> | undefined
    let again = false
    const readAgain = (read: () => Promise<unknown>) => {
      if (reading) {
        again = true
        return
      }
      reading = read().then(() => {
        reading = undefined
        if (again) {
          again = false
          readAgain(read)
        }
      })
    }
    // Account changes are heard for as long as the store lives: a screen that shows the card reads everything again,
    // any other (an order ticket's available funds) reads the user.
    live?.getState().listen((event) => {
      if (get().user === undefined) return
      const named = event.kind === 'account' && changesAccount(event.changes)
      if (!(named || (event.kind === 'resync' && event.channel === 'account'))) return
      readAgain(shown ? () => get().refresh() : () => get().loadUser())
    })
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
        const [stock, index, futures, financing] = await Promise.all([
          openPositions('stock'),
          openPositions('index'),
          openPositions('futures'),
          openPositions('financing'),
        ])
        if (stock && index && futures && financing) {
          setFloating({ stock, index, futures, financing })
          live?.getState().confirmed()
        }
      },
      refresh: async () => {
        // Signed in already: the user and the open rows are read together (a live change shows one round trip
        // sooner); otherwise the rows only once the user is known (no signed-out answers in a burst).
        const known = get().user !== undefined
        const [user] = await Promise.all([get().loadUser(), known ? get().loadFloating() : undefined])
        if (!user) return
        if (!known) await get().loadFloating()
        // Today's journal and closes change only with a balance (or a new day): read them again only then.
        const dayStart = AccountFigures.dayStartOf(now())
        const key = [dayStart, user.userAmt, user.userIndexAmt, user.userFuturesAmt].join('|')
        if (day?.key !== key) {
          const reads = await readDay(client, dayStart)
          if (reads) day = { key, reads }
          set({})
        }
      },
      startLive: () => {
        shown = true
        polling.start(() => get().refresh())
        if (live === undefined || stopRows !== undefined) return
        stopRows = followRows(live, api, (state) => state.openRows, openRowCodes, repricedRows, setFloating)
      },
      stopLive: () => {
        shown = false
        polling.stop()
        stopRows?.()
        stopRows = undefined
      },
      clear: () => {
        day = undefined
        set({ user: undefined, failure: undefined, floating: undefined, openRows: undefined })
      },
    }
  })
