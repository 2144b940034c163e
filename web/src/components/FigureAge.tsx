import { useEffect, useState } from 'react'
import { useSilentSince } from '../feed.js'
import { fill } from '../i18n/fill.js'
import { useLabels } from '../i18n/useLabels.js'

const two = (n: number) => String(n).padStart(2, '0')

/** hh:mm:ss of `epochMs` in the reader's time zone. */
export const clockTime = (epochMs: number): string => {
  const d = new Date(epochMs)
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}

/** Re-renders every second while `on`, and answers the time now. */
const useTicking = (on: boolean): number => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!on) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [on])
  return now
}

/** A figure's age in words: "12 s", "3 min". */
export const useAgeText = (since: number | undefined): string | undefined => {
  const labels = useLabels()
  const now = useTicking(since !== undefined)
  if (since === undefined) return undefined
  const seconds = Math.max(0, Math.round((now - since) / 1_000))
  return seconds < 120
    ? fill(labels.ageSeconds, { n: String(seconds) })
    : fill(labels.ageMinutes, { n: String(Math.floor(seconds / 60)) })
}

/**
 * A price's age beside it while the feed is silent (issue 36: a figure older than 5 s shows its age): "as of
 * 10:31:05 · 12 s". Nothing while the feed is live — the figure is current.
 */
export const FigureAge = () => {
  const labels = useLabels()
  const since = useSilentSince()
  const age = useAgeText(since)
  // Nothing heard yet (offline from the start): there is no figure to date; the shell's note says so.
  if (since === undefined || since === 0 || age === undefined) return null
  return (
    <span className="figure-age" data-testid="figure-age">
      {`${fill(labels.asOf, { time: clockTime(since) })} · ${age}`}
    </span>
  )
}
