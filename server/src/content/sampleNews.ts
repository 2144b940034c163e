import type { SqlConnection } from '../store/SqlConnection.js'
import { hasNews, insertNews, type NewsListType } from './newsRepository.js'
import { sampleDisclaimer } from './sampleNewsTexts.js'

/** The author of every seeded item; it marks an item as a sample (`sample: true` on the wire). */
export const sampleAuthor = 'Bourse sample desk'

/** A small inline picture for the news cards (the spec's `imgurl` is an inline image). */
const sampleImage = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#1f2937"/><text x="80" y="52" font-size="16" text-anchor="middle" fill="#f9fafb">SAMPLE</text></svg>',
).toString('base64')}`

const topics: Readonly<Record<Exclude<NewsListType, 3>, readonly string[]>> = {
  1: [
    'Simulated A-share market closes mixed as technology names rebound',
    'Sample report: STAR board turnover rises for a third session',
    'Simulated gold futures edge higher on a quiet day',
    'Sample note: how price limits work on the main, STAR and Beijing boards',
    'Simulated Hong Kong index ends the week higher',
    'Sample explainer: what leverage does to a margin call',
    'Simulated US tech stocks lead a broad advance',
    'Sample note: reading a candlestick chart',
  ],
  2: [
    'Sample economy brief: simulated factory activity steadies',
    'Sample economy brief: simulated consumer prices in line',
    'Sample economy brief: simulated trade balance widens',
    'Sample economy brief: simulated rupee holds its range',
    'Sample economy brief: simulated bond yields ease',
    'Sample economy brief: simulated retail sales pick up',
  ],
  4: [
    'Sample flash: simulated index opens 0.3% higher',
    'Sample flash: simulated oil futures slip in early trade',
    'Sample flash: simulated ChiNext index turns positive',
    'Sample flash: simulated gold touches a one-week high',
    'Sample flash: simulated Hang Seng pares early gains',
    'Sample flash: simulated Nasdaq futures steady',
    'Sample flash: simulated turnover passes yesterday’s level by noon',
    'Sample flash: simulated market closes; day-end charges run',
  ],
}

const articles: readonly [title: string, summary: string][] = [
  ['Sample announcement: welcome to Bourse', 'Bourse is a technical test site with a simulated market.'],
  ['Sample announcement: trading hours', 'A-shares trade 09:30–11:30 and 13:00–15:00 Shanghai time.'],
  ['Sample announcement: charges explained', 'Buy fee, stamp duty, spread and overnight fees, with examples.'],
  ['Sample announcement: the demo market', 'In demo mode the simulated market is open at every hour.'],
]

const disclaimer = sampleDisclaimer.en

/**
 * Seeds the clearly marked sample news (stored in English; `sampleNewsTexts.ts` gives each its Chinese forms), economy, 7x24 items and announcements (DECISIONS §13) when no news is stored;
 * show times step back an hour each from `now`. Returns how many items were written.
 */
export const seedSampleNews = (db: SqlConnection, now: number): number => {
  if (hasNews(db)) return 0
  let written = 0
  db.transaction(() => {
    for (const [type, titles] of Object.entries(topics)) {
      titles.forEach((title, i) => {
        insertNews(db, {
          listType: Number(type) as NewsListType,
          title: `[Sample] ${title}`,
          summary: title,
          content: `${title}.\n\n${disclaimer}`,
          image: type === '1' ? sampleImage : '',
          author: sampleAuthor,
          showTime: now - (i + 1) * 3_600_000,
        })
        written++
      })
    }
    articles.forEach(([title, summary], i) => {
      insertNews(db, {
        listType: 3,
        title: `[Sample] ${title}`,
        summary,
        content: `${summary}\n\n${disclaimer}`,
        image: '',
        author: sampleAuthor,
        showTime: now - (i + 1) * 86_400_000,
      })
      written++
    })
  })()
  return written
}
