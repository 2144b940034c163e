import { clockTime, useAgeText } from '../components/FigureAge.js'
import { useSilentSince } from '../feed.js'
import { fill } from '../i18n/fill.js'
import { useLabels } from '../i18n/useLabels.js'

/**
 * The shell's note while the live feed is silent (DECISIONS §25): the figures below are greyed (the shell's
 * `data-feed="silent"`), as of when they were last known current and how old that is, and trading waits for fresh
 * data. Nothing while the feed is live.
 */
export const FeedNote = () => {
  const labels = useLabels()
  const since = useSilentSince()
  const age = useAgeText(since)
  if (since === undefined || age === undefined) return null
  return (
    <p className="feed-note" role="status" data-testid="feed-silent">
      {since === 0 ? labels.noLivePrices : fill(labels.feedSilent, { time: clockTime(since), age })}{' '}
      {labels.tradingPaused}
    </p>
  )
}
