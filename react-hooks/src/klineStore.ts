import { Bars, exchangeOf, Indicators, type Market, translate } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from './apiClient.js'
import type { LiveConnection, LiveConnectionState } from './live/liveConnection.js'
import { coversQuotes, whileNotLive } from './live/liveGate.js'
import { livePrice } from './live/liveQuoteFields.js'
import { createPoller, type Poller, type PollingDependencies, pollIntervals } from './poller.js'
import { alwaysVisible, hostTimers } from './timers.js'

/** The chart's period buttons (spec 000 §2): Day, Week, Month, 1 M, 5 M, 30 M, 60 M; 15 M is also served. */
export const klinePeriods = Bars.klinePeriods
export type KlinePeriod = Bars.KlinePeriod
/** Price adjustment: 0 none, 1 pre, 2 post. */
export type KlineAdjustment = 0 | 1 | 2

/** Bars shown at first and added by each "load older" (spec 000 §9 chart page size). */
export const chartPageSize = 60

/** The indicator menu (spec 000 §2). */
export const indicatorNames = ['MA', 'BOLL', 'MACD', 'KDJ', 'DMI', 'ROC'] as const
export type IndicatorName = (typeof indicatorNames)[number]

/** Lines of an indicator by name, one value per bar (null while warming up); computed by core. */
export type IndicatorLines = Readonly<Record<string, readonly (number | null)[]>>

/** Computes `name` over `bars` with core's `Indicators` (MA: 5, 10, 20, 30; the others with their usual periods). */
export const indicatorLines = (name: IndicatorName, bars: readonly Bars.Bar[]): IndicatorLines => {
  switch (name) {
    case 'MA':
      return {
        ma5: Indicators.ma(bars, 5),
        ma10: Indicators.ma(bars, 10),
        ma20: Indicators.ma(bars, 20),
        ma30: Indicators.ma(bars, 30),
      }
    case 'BOLL':
      return { ...Indicators.boll(bars) }
    case 'MACD':
      return { ...Indicators.macd(bars) }
    case 'KDJ':
      return { ...Indicators.kdj(bars) }
    case 'DMI':
      return { ...Indicators.dmi(bars) }
    case 'ROC':
      return { ...Indicators.roc(bars) }
  }
}

export interface KlineSymbol {
  readonly market: Market
  readonly code: string
}

export interface KlineState {
  readonly symbol: KlineSymbol | undefined
  readonly period: KlinePeriod
  readonly right: KlineAdjustment
  readonly indicator: IndicatorName
  /** The bars shown, oldest first: the last `chartPageSize`, plus each older page loaded. */
  readonly bars: readonly Bars.Bar[]
  /** The indicator over the shown bars (computed over the whole history, so the first shown values are warm). */
  readonly lines: IndicatorLines
  /** Bars put in front by the last `loadOlder` (a chart prepends these instead of resetting its data). */
  readonly prepended: number
  /** True while older bars are held and not shown yet. */
  readonly hasOlder: boolean
  readonly loading: boolean
  readonly failure: ApiFailure | undefined
  /** Loads the history of `symbol` at `period` and `right`. */
  show(symbol: KlineSymbol, period?: KlinePeriod, right?: KlineAdjustment): Promise<void>
  setPeriod(period: KlinePeriod): Promise<void>
  setRight(right: KlineAdjustment): Promise<void>
  setIndicator(indicator: IndicatorName): void
  /** Shows one more page of older bars, in front of the current ones. */
  loadOlder(): void
  /**
   * Keeps the last bar live while shown (issue 36): each tick of the quote channel moves it (core's `withTick`), a
   * tick in a new bucket reads today's rows over REST; today's rows are polled every 30 s only while the socket does
   * not carry the stock (or the chart shows post-adjusted prices, which a raw tick cannot move).
   */
  startAutoUpdate(): void
  stopAutoUpdate(): void
}

/** The stock detail chart: history through the chart calls, rows parsed by core `Bars`, indicators by core. */
export const createKlineStore = (
  client: ApiClient,
  deps: PollingDependencies & { readonly live?: LiveConnection } = {},
): StoreApi<KlineState> => {
  const { live } = deps
  let all: readonly Bars.Bar[] = []
  let shown = 0
  let generation = 0
  let poller: Poller | undefined
  let stopLive: (() => void) | undefined
  return createStore<KlineState>()((set, get, api) => {
    const publish = (prepended: number) => {
      const indicator = get().indicator
      const lines = indicatorLines(indicator, all)
      const start = all.length - shown
      const sliced = Object.fromEntries(Object.entries(lines).map(([key, line]) => [key, line.slice(start)]))
      set({ bars: all.slice(start), lines: sliced, prepended, hasOlder: start > 0 })
    }
    const rows = async (path: '/api/stock/history/tick.do' | '/api/stock/realtime/tick.do') => {
      const { symbol, period, right } = get()
      if (symbol === undefined) return undefined
      const result = await client.callText(path, {
        market: symbol.market,
        code: symbol.code,
        interval: String(period) as `${KlinePeriod}`,
        right: String(right) as `${KlineAdjustment}`,
      })
      if (!result.ok) return { failure: result.failure }
      const parsed = Bars.parseRows(exchangeOf(symbol.market), result.data)
      if (!parsed.ok)
        return {
          failure: {
            kind: 'invalid' as const,
            msg: translate(parsed.error.key, client.language(), parsed.error.params),
          },
        }
      return { bars: parsed.value }
    }
    const load = async () => {
      generation += 1
      const mine = generation
      all = []
      shown = 0
      set({ loading: true, bars: [], lines: {}, prepended: 0, hasOlder: false, failure: undefined })
      const answer = await rows('/api/stock/history/tick.do')
      if (mine !== generation || answer === undefined) return
      if ('failure' in answer) return set({ loading: false, failure: answer.failure })
      all = answer.bars ?? []
      shown = Math.min(chartPageSize, all.length)
      set({ loading: false })
      publish(0)
    }
    const update = async () => {
      const mine = generation
      const answer = await rows('/api/stock/realtime/tick.do')
      if (mine !== generation || answer === undefined || 'failure' in answer || !answer.bars) return
      // Today's rows replace bars with the same start and extend the series; older bars stay as they are.
      const first = answer.bars[0]
      if (first === undefined) return
      const keep = all.filter((bar) => bar.time < first.time)
      const added = keep.length + answer.bars.length - all.length
      all = [...keep, ...answer.bars]
      shown = Math.min(all.length, shown + Math.max(0, added))
      publish(0)
    }
    /** Raw ticks move unadjusted and pre-adjusted bars (the latest bar is the raw price); post-adjusted ones are scaled. */
    const followed = () => {
      const { symbol, right } = get()
      return symbol === undefined || right === 2 ? [] : [symbol.code]
    }
    let updating = false
    let askedBucket: number | undefined
    /** Today's rows once over REST (a bucket the socket opened: its volume; or after a resync). */
    const readToday = () => {
      if (updating) return
      updating = true
      void update().finally(() => {
        updating = false
      })
    }
    const ticked = (quotes: LiveConnectionState['quotes'], previous: LiveConnectionState['quotes']) => {
      const { symbol, period } = get()
      const [code] = followed()
      const quote = code === undefined ? undefined : quotes.get(code)
      const price = quote && livePrice(quote)
      if (symbol === undefined || quote === undefined || quote === previous.get(code as string) || !price) return
      const moved = Bars.withTick(exchangeOf(symbol.market), period, all, { price, time: quote.time })
      if (moved.kind === 'unchanged') return
      const added = all.length < moved.bars.length
      all = moved.bars
      if (added) shown += 1
      publish(0)
      if (moved.kind === 'opened' && moved.bucket !== askedBucket) {
        askedBucket = moved.bucket
        readToday()
      }
    }
    const followLive = () => {
      if (live === undefined) return () => {}
      let code = ''
      let unfollow = () => {}
      const follow = () => {
        const next = followed()[0] ?? ''
        if (next === code) return
        code = next
        unfollow()
        unfollow = next === '' ? () => {} : live.getState().follow([next])
      }
      follow()
      const stopSymbol = api.subscribe((state, previous) => {
        if (state.symbol !== previous.symbol || state.right !== previous.right) follow()
      })
      const stopQuotes = live.subscribe((state, previous) => {
        if (state.quotes !== previous.quotes) ticked(state.quotes, previous.quotes)
      })
      const stopEvents = live.getState().listen((event) => {
        if (event.kind === 'resync' && event.channel === 'quote') readToday()
      })
      return () => {
        stopSymbol()
        stopQuotes()
        stopEvents()
        unfollow()
      }
    }
    return {
      symbol: undefined,
      period: 101,
      right: 0,
      indicator: 'MA',
      bars: [],
      lines: {},
      prepended: 0,
      hasOlder: false,
      loading: false,
      failure: undefined,
      show: (symbol, period = get().period, right = get().right) => {
        set({ symbol, period, right })
        return load()
      },
      setPeriod: (period) => {
        set({ period })
        return load()
      },
      setRight: (right) => {
        set({ right })
        return load()
      },
      setIndicator: (indicator) => {
        set({ indicator })
        publish(0)
      },
      loadOlder: () => {
        const before = shown
        shown = Math.min(all.length, shown + chartPageSize)
        publish(shown - before)
      },
      startAutoUpdate: () => {
        poller?.stop()
        // The first run is the load itself, so the poller starts one period later.
        let first = true
        poller = createPoller(
          () => {
            if (first) {
              first = false
              return Promise.resolve()
            }
            return update()
          },
          pollIntervals.chart,
          whileNotLive(
            deps.visibility ?? alwaysVisible,
            live,
            (state) => followed().length > 0 && coversQuotes(followed)(state),
          ),
          deps.timers ?? hostTimers,
        )
        poller.start()
        stopLive?.()
        stopLive = followLive()
      },
      stopAutoUpdate: () => {
        poller?.stop()
        poller = undefined
        stopLive?.()
        stopLive = undefined
      },
    }
  })
}
