import { readConfig } from '../src/config.js'
import { historyLengthOf } from '../src/market/historyLength.js'
import type { Instrument } from '../src/market/Instrument.js'
import { type Bourse, openBourse } from '../src/openBourse.js'

/** A bench's Bourse in this process over `dataDir`: demo data, no market history, the risk loop run by hand. */
export const openBenchBourse = (dataDir: string, env: Readonly<Record<string, string>> = {}): Promise<Bourse> =>
  openBourse(
    readConfig({ BOURSE_DEMO: 'on', BOURSE_DATA_DIR: dataDir, PORT: '0', ...env }, process.cwd()),
    historyLengthOf('off'),
    { riskOnTick: false },
  )

/** A-shares whose price times `headroom` is still below limit-up, so a long can be opened (or a rise ticked) at once. */
export const tradableStocks = (bourse: Bourse, headroom: string): Instrument[] =>
  bourse.market.instruments().filter((i) => {
    const price = bourse.market.quote(i.code)?.price
    const limits = bourse.market.limits(i.code)
    const inside = price !== undefined && limits !== undefined && price.times(headroom).lt(limits.limitUp)
    return i.kind === 'stock' && ['sh', 'sz'].includes(i.market) && !i.suspended && inside
  })
