import { type Bars, exchangeOf, type Market } from '@bourse/core'
import type { IndicatorLines, IndicatorName } from '@bourse/react-hooks'
import {
  CandlestickSeries,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  PriceLineSource,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef, useState } from 'react'
import { useLanguage } from '../i18n/useLabels.js'
import { chartTime } from './chartTime.js'

interface KlineChartProps {
  readonly market: Market
  readonly bars: readonly Bars.Bar[]
  readonly indicator: IndicatorName
  readonly lines: IndicatorLines
  /** Bars the store just put in front of the shown ones ("load older"). */
  readonly prepended: number
  readonly hasOlder: boolean
  readonly onNeedOlder: () => void
  /** Changes when symbol, period or adjustment change: the chart starts over. */
  readonly seriesKey: string
  /** The rise/fall convention (DECISIONS §19): candle colours follow it. */
  readonly riseColour: 'redUp' | 'greenUp'
}

const overlays: ReadonlySet<IndicatorName> = new Set(['MA', 'BOLL'])
const lineColours = ['#e8b84a', '#4aa3e8', '#c678dd', '#56b6c2', '#98c379']

/**
 * A benchmark's hook (web/bench): after each full draw (first candles, or an older page put in front), how long it
 * took from the bars reaching the chart to the frame that drew them.
 */
interface ChartTimingHook {
  __bourseChartTiming?: (timing: { bars: number; first: boolean; dataAt: number; drawnAt: number }) => void
}

/** The legend's bar: under the crosshair while one is shown, else the last bar. */
interface LegendBar {
  readonly time: number
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
}

/**
 * "2026-11-20 14:55 O 10.01 H 10.20 L 9.98 C 10.15" (a day bar: "2026-11-20 O …"): the bar's exchange wall-clock time
 * (see `chartTime`) and prices.
 */
const legendText = (bar: LegendBar): string => {
  // Day, week and month bars start at midnight: their date alone.
  const time = new Date(bar.time * 1000).toISOString().slice(0, 16).replace('T', ' ').replace(' 00:00', '')
  const price = (value: number) => value.toFixed(2)
  return `${time} O ${price(bar.open)} H ${price(bar.high)} L ${price(bar.low)} C ${price(bar.close)}`
}

interface Drawn {
  readonly key: string
  readonly indicator: IndicatorName
  readonly count: number
  readonly lastTime: number
}

/**
 * Candles with volume, the chosen indicator as an overlay (MA, BOLL) or in its own pane (MACD, KDJ, DMI, ROC).
 * New bars from the 30 s update go in with `series.update`; lightweight-charts has no prepend, so an older page
 * re-sets the data once and keeps the visible range where the user left it. Above it, a legend reads the bar under
 * the crosshair (mouse or finger), else the last bar; the box carries `data-bars`, `data-first-bar`,
 * `data-last-bar` and `data-full-draws` for the browser tests.
 */
export const KlineChart = (props: KlineChartProps) => {
  const { market, bars, indicator, lines, prepended, hasOlder, onNeedOlder, seriesKey, riseColour } = props
  const box = useRef<HTMLDivElement>(null)
  const language = useLanguage()
  const chart = useRef<IChartApi | null>(null)
  const candles = useRef<ISeriesApi<'Candlestick'> | null>(null)
  const volume = useRef<ISeriesApi<'Histogram'> | null>(null)
  const indicatorSeries = useRef<Map<string, ISeriesApi<'Line'> | ISeriesApi<'Histogram'>>>(new Map())
  const drawn = useRef<Drawn | null>(null)
  const [legend, setLegend] = useState<LegendBar | undefined>(undefined)
  const [crosshair, setCrosshair] = useState(false)
  /** Full draws (`setData`): the first one, and one per older page put in front; the 30 s update adds none. */
  const [fullDraws, setFullDraws] = useState(0)
  /** The times of the first and last bars in view, for the browser tests (the view stays on the latest bars). */
  const [inView, setInView] = useState<{ from: number; to: number } | undefined>(undefined)
  /** The latest bar drawn, for the legend whenever no crosshair is shown. */
  const latest = useRef<LegendBar | undefined>(undefined)
  const crosshairShown = useRef(crosshair)
  crosshairShown.current = crosshair
  const older = useRef({ hasOlder, onNeedOlder })
  older.current = { hasOlder, onNeedOlder }
  const arrived = useRef({ bars, at: performance.now() })
  if (arrived.current.bars !== bars) arrived.current = { bars, at: performance.now() }

  useEffect(() => {
    const element = box.current
    if (!element) return
    const style = getComputedStyle(element)
    const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
    const created = createChart(element, {
      autoSize: true,
      layout: { background: { color: colour('--bg', '#111') }, textColor: colour('--muted', '#aaa'), fontSize: 11 },
      grid: { vertLines: { color: colour('--line', '#333') }, horzLines: { color: colour('--line', '#333') } },
      crosshair: { mode: CrosshairMode.Normal },
      // Horizontal drags pan the chart; vertical ones scroll the page (with touch-action: pan-y on the box).
      handleScroll: { mouseWheel: true, pressedMouseMove: true, horzTouchDrag: true, vertTouchDrag: false },
      handleScale: { axisPressedMouseMove: true, pinch: true, mouseWheel: true },
      timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 2 },
    })
    // The price line and its axis label always show the last bar's close, wherever the view is.
    candles.current = created.addSeries(CandlestickSeries, {
      borderVisible: false,
      priceLineSource: PriceLineSource.LastBar,
    })
    volume.current = created.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      priceLineVisible: false,
      lastValueVisible: false,
    })
    created.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    candles.current.priceScale().applyOptions({ scaleMargins: { top: 0.05, bottom: 0.25 } })
    const candleSeries = candles.current
    // The legend follows the crosshair (mouse, or a touch on the chart), and shows the last bar otherwise.
    created.subscribeCrosshairMove((param) => {
      const point = param.seriesData.get(candleSeries)
      if (param.time === undefined || point === undefined || !('open' in point)) {
        // The crosshair left: the legend goes back to the latest bar, never stays on an old one.
        setCrosshair(false)
        if (latest.current) setLegend(latest.current)
        return
      }
      setCrosshair(true)
      setLegend({ time: Number(param.time), open: point.open, high: point.high, low: point.low, close: point.close })
    })
    created.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (range !== null && range.from < 5 && older.current.hasOlder) older.current.onNeedOlder()
    })
    created.timeScale().subscribeVisibleTimeRangeChange((range) => {
      setInView(range === null ? undefined : { from: Number(range.from), to: Number(range.to) })
    })
    chart.current = created
    return () => {
      created.remove()
      chart.current = null
      candles.current = null
      volume.current = null
      indicatorSeries.current = new Map()
      drawn.current = null
    }
  }, [])

  // The axis's month and day names and the crosshair's date in the reader's language (lightweight-charts formats
  // them with Intl in its `localization.locale`, the browser's language by default).
  useEffect(() => {
    chart.current?.applyOptions({ localization: { locale: language } })
  }, [language])

  // Candle colours follow the rise/fall convention (the theme's solid rise and fall colours).
  useEffect(() => {
    const element = box.current
    if (!element || !candles.current) return
    const style = getComputedStyle(element)
    const rise = style.getPropertyValue('--rise-solid').trim() || (riseColour === 'redUp' ? '#e5484d' : '#30a46c')
    const fall = style.getPropertyValue('--fall-solid').trim() || (riseColour === 'redUp' ? '#30a46c' : '#e5484d')
    candles.current.applyOptions({ upColor: rise, downColor: fall, wickUpColor: rise, wickDownColor: fall })
  }, [riseColour])

  useEffect(() => {
    const created = chart.current
    const candleSeries = candles.current
    const volumeSeries = volume.current
    if (!created || !candleSeries || !volumeSeries || bars.length === 0) return
    const exchange = exchangeOf(market)
    const time = (bar: Bars.Bar): UTCTimestamp => chartTime(exchange, bar.time)
    const candleOf = (bar: Bars.Bar) => ({
      time: time(bar),
      open: bar.open.toNumber(),
      high: bar.high.toNumber(),
      low: bar.low.toNumber(),
      close: bar.close.toNumber(),
    })
    const volumeOf = (bar: Bars.Bar) => ({
      time: time(bar),
      value: bar.volume,
      color: bar.close.gte(bar.open) === (riseColour === 'redUp') ? 'rgba(229,72,77,0.45)' : 'rgba(48,164,108,0.45)',
    })
    const previous = drawn.current
    const sameSeries = previous !== null && previous.key === seriesKey && previous.indicator === indicator
    const last = bars[bars.length - 1]
    if (!last) return
    if (sameSeries && prepended === 0 && bars.length >= previous.count) {
      // The 30 s update: only the bars from the last drawn one on go in, through `update`.
      for (const bar of bars) {
        if (bar.time < previous.lastTime) continue
        candleSeries.update(candleOf(bar))
        volumeSeries.update(volumeOf(bar))
        const index = bars.indexOf(bar)
        for (const [name, series] of indicatorSeries.current) {
          const value = lines[name]?.[index]
          if (value !== null && value !== undefined) series.update({ time: time(bar), value })
        }
      }
    } else {
      const range = created.timeScale().getVisibleLogicalRange()
      setFullDraws((count) => count + 1)
      candleSeries.setData(bars.map(candleOf))
      volumeSeries.setData(bars.map(volumeOf))
      drawIndicator(created, indicatorSeries.current, indicator, lines, bars.map(time))
      if (sameSeries && prepended > 0 && range !== null)
        created.timeScale().setVisibleLogicalRange({ from: range.from + prepended, to: range.to + prepended })
      else if (previous?.key === seriesKey && range !== null) {
        // Only the indicator changed: the same bars stay in view (no jump to the whole history), and a crosshair
        // left on the old drawing no longer holds the legend on an old bar.
        created.timeScale().setVisibleLogicalRange(range)
        created.clearCrosshairPosition()
        setCrosshair(false)
      } else created.timeScale().fitContent()
      const report = (window as ChartTimingHook).__bourseChartTiming
      if (report) {
        // lightweight-charts paints in its animation frame; this one runs after it, in the same frame.
        const timing = { bars: bars.length, first: previous === null, dataAt: arrived.current.at }
        requestAnimationFrame(() => report({ ...timing, drawnAt: performance.now() }))
      }
    }
    drawn.current = { key: seriesKey, indicator, count: bars.length, lastTime: last.time }
    latest.current = candleOf(last)
    if (!crosshairShown.current || previous?.indicator !== indicator) setLegend(latest.current)
  }, [bars, lines, indicator, prepended, seriesKey, market, riseColour])
  return (
    <>
      <output className="kline-legend num" aria-live="off" data-crosshair={crosshair}>
        {legend ? legendText(legend) : '\u00a0'}
      </output>
      <div
        ref={box}
        className="kline-chart"
        data-testid="kline-chart"
        data-bars={bars.length}
        data-locale={language}
        data-first-bar={bars[0]?.time}
        data-last-bar={bars[bars.length - 1]?.time}
        data-full-draws={fullDraws}
        data-first-in-view={inView?.from}
        data-last-in-view={inView?.to}
      />
    </>
  )
}

/** Replaces the indicator's series: lines on the price pane for MA/BOLL, a second pane for the oscillators. */
const drawIndicator = (
  chart: IChartApi,
  series: Map<string, ISeriesApi<'Line'> | ISeriesApi<'Histogram'>>,
  indicator: IndicatorName,
  lines: IndicatorLines,
  times: readonly UTCTimestamp[],
) => {
  for (const each of series.values()) chart.removeSeries(each)
  series.clear()
  const pane = overlays.has(indicator) ? 0 : 1
  Object.entries(lines).forEach(([name, values], index) => {
    const points = values.flatMap((value, i) => {
      const time = times[i]
      return value === null || value === undefined || time === undefined ? [] : [{ time, value }]
    })
    const added =
      name === 'histogram'
        ? chart.addSeries(HistogramSeries, { color: '#8884', priceLineVisible: false, lastValueVisible: false }, pane)
        : chart.addSeries(
            LineSeries,
            {
              color: lineColours[index % lineColours.length] ?? '#e8b84a',
              lineWidth: 1,
              priceLineVisible: false,
              lastValueVisible: false,
              crosshairMarkerVisible: false,
              title: name,
            },
            pane,
          )
    added.setData(points)
    series.set(name, added)
  })
  const panes = chart.panes()
  if (pane === 0) for (const extra of panes.slice(1)) chart.removePane(extra.paneIndex())
  else {
    // The price pane stays the main one: three quarters of the height, a quarter for the oscillator.
    panes[0]?.setStretchFactor(3)
    panes[1]?.setStretchFactor(1)
  }
}
