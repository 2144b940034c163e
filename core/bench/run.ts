// The core benchmark: stock order quotes per second, and the risk sweep over 100 000 accounts and 1 000 000
// positions against a plain integer baseline and the exact decimal rule. Bounded: about 20–40 s in all.
import { standard } from '../src/fees/feeSchedule.js'
import * as M from '../src/money/Money.js'
import * as P from '../src/money/Price.js'
import * as R from '../src/money/Rate.js'
import { quoteStockOrderText } from '../src/orders/stockOrderText.js'
import { assessRisk } from '../src/risk/assessRisk.js'
import { liquidationLine } from '../src/risk/liquidationLine.js'
import { accountFloating } from '../src/risk/RiskPosition.js'
import { pricesOf, riskBookOf } from '../src/risk/riskBook.js'
import { riskSweep } from '../src/risk/riskSweep.js'
import { type FlatPositions, riskData, tickPaisa } from './riskData.js'
import { seeded } from './seeded.js'

const ACCOUNTS = 100_000
const PER_ACCOUNT = 10
const SYMBOLS = 400
const RUNS = 15
const STOP = R.of('0.8')

const now = () => performance.now()
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
const ms = (value: number) => `${value.toFixed(1)} ms`

/** Runs `work` once to warm up, then `RUNS` times on `RUNS` different ticks; the median and fastest time, the last result. */
const timed = <T>(work: (run: number) => T): { median: number; min: number; result: T } => {
  const times: number[] = []
  let result: T | undefined = work(RUNS - 1)
  for (let run = 0; run < RUNS; run++) {
    const start = now()
    result = work(run)
    times.push(now() - start)
  }
  return { median: median(times), min: Math.min(...times), result: result as T }
}

const quoteBench = () => {
  const random = seeded(7)
  const orders = Array.from({ length: 10_000 }, () => ({
    price: (random.int(100, 500_000) / 100).toFixed(2),
    hands: String(random.int(1, 1000)),
    lever: String([10, 20, 30][random.int(0, 2)]),
    code: `60${random.int(1000, 9999)}`,
  }))
  for (const order of orders.slice(0, 2000)) quoteStockOrderText(order, standard) // warm-up
  let count = 0
  let failures = 0
  const start = now()
  while (now() - start < 2000) {
    for (const order of orders) if (!quoteStockOrderText(order, standard).ok) failures++
    count += orders.length
  }
  const seconds = (now() - start) / 1000
  return { perSecond: count / seconds, failures }
}

/** The simplest loop: every position's P&L from scratch with numbers, summed per account, compared with the line. */
const baseline = (flat: FlatPositions, linePaisa: Float64Array, prices: Float64Array): number[] => {
  const floating = new Float64Array(linePaisa.length)
  for (let k = 0; k < flat.account.length; k++) {
    const s = flat.symbol[k] as number
    const pnl =
      (flat.sign[k] as number) * (flat.shares[k] as number) * ((prices[s] as number) - (flat.openPaisa[k] as number))
    const a = flat.account[k] as number
    floating[a] = (floating[a] as number) + pnl - (flat.feesPaisa[k] as number)
  }
  const liquidated: number[] = []
  for (let a = 0; a < linePaisa.length; a++)
    if ((floating[a] as number) <= -(linePaisa[a] as number)) liquidated.push(a)
  return liquidated
}

const main = () => {
  const quotes = quoteBench()
  console.log(
    `stock order quotes (parse text → quote result): ${Math.round(quotes.perSecond).toLocaleString('en')} per second`,
  )
  if (quotes.failures > 0) console.log(`  (${quotes.failures} refused)`)

  let start = now()
  const data = riskData(ACCOUNTS, PER_ACCOUNT, SYMBOLS)
  console.log(
    `\nrisk data: ${ACCOUNTS.toLocaleString('en')} accounts, ${(ACCOUNTS * PER_ACCOUNT).toLocaleString('en')} positions, ${SYMBOLS} symbols (generated in ${ms(now() - start)})`,
  )
  start = now()
  const book = riskBookOf(data.accounts, { stopPercent: STOP, remindRatio: STOP })
  const holdings = book.slots.holdingCount.reduce((total, count) => total + count, 0)
  console.log(
    `risk book built from exact decimals in ${ms(now() - start)}: ${holdings.toLocaleString('en')} aggregated holdings`,
  )
  const ticks = Array.from({ length: RUNS }, (_, run) => tickPaisa(data.basePaisa, 10, 1000 + run))
  const priceTables = ticks.map(
    (tick) => new Map(data.symbols.map((symbol, s) => [symbol, P.of(M.of(tick[s] as number).dividedBy(100))])),
  )

  const sweep = timed((run) => {
    const table = priceTables[run] as Map<string, P.Price>
    return riskSweep(
      book,
      pricesOf(book, (symbol) => table.get(symbol)),
    ).liquidate
  })
  const linePaisa = Float64Array.from(data.accounts, (_, a) => {
    const { available, frozen } = (data.accounts[a] as (typeof data.accounts)[number]).balances
    return liquidationLine(available, frozen, STOP).times(100).toNumber()
  })
  const plain = timed((run) => baseline(data.flat, linePaisa, ticks[run] as Float64Array))
  const sample = 1000
  const exact = timed((run) => {
    const table = priceTables[run] as Map<string, P.Price>
    return data.accounts.slice(0, sample).filter(
      (account) =>
        assessRisk(
          account.balances,
          accountFloating(account.positions, (symbol) => table.get(symbol) as P.Price),
          {
            stopPercent: STOP,
            remindRatio: STOP,
          },
        ).liquidate,
    )
  })

  const convert = timed((run) => {
    const table = priceTables[run] as Map<string, P.Price>
    return pricesOf(book, (symbol) => table.get(symbol))
  })

  const sweepIds = sweep.result
  const plainIds = plain.result.map((a) => `u${a}`)
  const sameAsBaseline = sweepIds.length === plainIds.length && sweepIds.every((id, i) => id === plainIds[i])
  const sampleIds = new Set(exact.result.map((account) => account.id))
  const sweepSample = sweepIds.filter((id) => Number(id.slice(1)) < sample)
  const sameAsExact = sweepSample.length === sampleIds.size && sweepSample.every((id) => sampleIds.has(id))
  const exactFull = (exact.median * ACCOUNTS) / sample
  const row = (name: string, t: { median: number; min: number }) =>
    console.log(`  ${name.padEnd(48)} median ${ms(t.median).padStart(10)}   fastest ${ms(t.min).padStart(10)}`)

  console.log(`\nrisk sweep, one tick moving all ${SYMBOLS} symbols (${RUNS} ticks after a warm-up):`)
  row('fast sweep (tick → paisa, aggregated book)', sweep)
  row('  of which decimal prices → paisa', convert)
  row('plain integer baseline (every position)', plain)
  row(`exact decimal rule (${sample} accounts)`, exact)
  console.log(`  accounts to liquidate on the last tick: ${sweepIds.length.toLocaleString('en')}`)
  console.log(
    `  sweep / baseline = ${(sweep.median / plain.median).toFixed(2)} (median), ${(sweep.min / plain.min).toFixed(2)} (fastest)`,
  )
  console.log(
    `  exact decimal rule for all accounts ≈ ${ms(exactFull)}, ≈ ${Math.round(exactFull / sweep.median)}× the sweep`,
  )
  console.log(
    `  target ≤ 250 ms: ${sweep.median <= 250 ? 'met' : 'MISSED'}; decisions equal to the baseline: ${sameAsBaseline}; to the exact rule on the sample: ${sameAsExact}`,
  )
}

main()
