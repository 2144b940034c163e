/**
 * The web benchmark (`pnpm --filter @bourse/web bench`): against the built production server (`npx tsc -b && (cd web
 * && npx vite build)` first), on 127.0.0.1 only, bounded in time.
 *   1. JavaScript per route, gzip: the entry (what index.html loads before the first render) and everything the route
 *      has fetched once the network is idle. Target: the first route's entry ≤ 180 kB.
 *   2. Lighthouse 12 mobile performance (default mobile config, simulated throttling) for /home, /trading-list and
 *      the chart of a real stock, signed in. Target ≥ 0.9 each.
 *   3. The chart's first draw: time from the candles reaching `KlineChart` to the frame that drew them, read through
 *      the `window.__bourseChartTiming` hook. Target ≤ 100 ms for 500 candles.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { chromiumFlags } from '../e2e/support/launchBrowser.js'

const deadline = Date.now() + Number(process.env.BENCH_TIMEOUT_MS ?? 300_000)
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const webDist = resolve(import.meta.dirname, '../dist')
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })

const gzipOf = (text: Buffer) => gzipSync(text, { level: 9 }).length

/** The scripts index.html loads before the app renders: the module entry and its modulepreloads. */
const entryScripts = (): string[] => {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8')
  return [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  )
}

const signInToken = async (url: string, phone: string): Promise<string> => {
  const response = await fetch(`${url}/prod-api/user/login.do`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, userPwd: 'demo1234' }).toString(),
  })
  const body = (await response.json()) as { status: number; data: string; msg: string }
  if (body.status !== 0) throw new Error(`sign-in refused: ${body.msg}`)
  return body.data
}

/** Every script a route fetches until the network is idle, gzip-compressed the way a server would send it. */
const routeScripts = async (context: BrowserContext, url: string) => {
  const page = await context.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => undefined)
    if (body) scripts.set(new URL(response.url()).pathname, gzipOf(body))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  await page.close()
  return scripts
}

/** The chart page of the first stock in the market list, opened the way a user opens it. */
const findChartUrl = async (context: BrowserContext, url: string): Promise<string> => {
  const page = await context.newPage()
  await page.goto(`${url}/trading-list`)
  await page.getByRole('tab', { name: 'Market' }).click()
  await page.locator('.quote-row-main').first().click()
  await page.waitForURL(/\/kline\?/)
  const chartUrl = page.url()
  await page.close()
  return chartUrl
}

interface ChartTiming {
  readonly bars: number
  readonly first: boolean
  readonly dataAt: number
  readonly drawnAt: number
}

const timingsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bourseChartTimings: ChartTiming[] }).__bourseChartTimings)

/**
 * The chart's draws on one visit: the first (the store shows one page of bars, 60), then, on one-minute bars,
 * zooming out and dragging so the chart asks for older pages, the full redraw once at least `candles` are on it.
 */
const chartDraws = async (
  context: BrowserContext,
  chartUrl: string,
  candles: number,
): Promise<{ first: ChartTiming; large: ChartTiming | undefined }> => {
  const page: Page = await context.newPage()
  await page.addInitScript(() => {
    const w = window as unknown as { __bourseChartTiming?: (t: unknown) => void; __bourseChartTimings: unknown[] }
    w.__bourseChartTimings = []
    w.__bourseChartTiming = (timing) => w.__bourseChartTimings.push(timing)
  })
  await page.goto(chartUrl)
  await page.waitForFunction(
    () => (window as unknown as { __bourseChartTimings: unknown[] }).__bourseChartTimings.length > 0,
    null,
    { timeout: 20_000 },
  )
  // Day bars stop short of 500 on a demo server (two years); one-minute bars go back ten days.
  const before = (await timingsOf(page)).length
  await page.getByRole('button', { name: '1 M', exact: true }).click()
  await page.waitForFunction(
    (count) => (window as unknown as { __bourseChartTimings: unknown[] }).__bourseChartTimings.length > count,
    before,
    { timeout: 20_000 },
  )
  const chart = page.locator('[data-testid="kline-chart"]')
  const box = await chart.boundingBox()
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
  let large: ChartTiming | undefined
  for (let step = 0; step < 40 && !large; step += 1) {
    // Zoom out, then drag towards the past: either way the chart asks for the page before the first bar shown.
    if (step % 2 === 0) await page.mouse.wheel(0, 400)
    else if (box) {
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 3)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 3, { steps: 5 })
      await page.mouse.up()
    }
    await page.waitForTimeout(150)
    large = (await timingsOf(page)).slice(before).find((timing) => timing.bars >= candles)
  }
  const [first] = await timingsOf(page)
  await page.close()
  if (!first) throw new Error('no chart timing')
  return { first, large }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

const main = async () => {
  const timer = setTimeout(() => {
    console.error('bench: time limit reached')
    process.exit(2)
  }, deadline - Date.now())
  timer.unref()
  let server: RunningServer | undefined
  let context: BrowserContext | undefined
  const profile = mkdtempSync(join(tmpdir(), 'bourse-bench-web-'))
  try {
    server = await spawnServer({ BOURSE_HISTORY: process.env.BOURSE_HISTORY ?? 'full' })
    const base = server.url.replace('localhost', '127.0.0.1')
    const token = await signInToken(base, '9000000001')
    const port = await freePort()
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      args: [...chromiumFlags, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'],
    })
    // The session store reads its token from local storage; Lighthouse keeps it (disableStorageReset).
    const seed = await context.newPage()
    await seed.goto(`${base}/login`)
    await seed.evaluate((value) => localStorage.setItem('USERTOKEN', value), token)
    await seed.close()

    const chartUrl = await findChartUrl(context, base)
    const routes = { '/home': `${base}/home`, '/trading-list': `${base}/trading-list`, '/kline': chartUrl }

    // 1. JavaScript per route
    const entry = entryScripts()
    const entryBytes = entry.reduce((sum, path) => sum + gzipOf(readFileSync(join(webDist, path))), 0)
    console.log(
      `\n1. JavaScript (gzip level 9)\n   entry (index.html script + modulepreloads, ${entry.length} files): ${kB(entryBytes)}  target ≤ 180 kB`,
    )
    for (const [name, url] of [['/login', `${base}/login`], ...Object.entries(routes)] as const) {
      const scripts = await routeScripts(context, url)
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
      const late = [...scripts].filter(([path]) => !entry.includes(path))
      const lateBytes = late.reduce((sum, [, size]) => sum + size, 0)
      console.log(
        `   ${name.padEnd(14)} all scripts until network idle: ${kB(total)} (${scripts.size} files); after the entry: ${kB(lateBytes)}`,
      )
    }

    // 3. chart draws (before Lighthouse, which throttles the same browser)
    const draws: Array<{ first: ChartTiming; large: ChartTiming | undefined }> = []
    for (let run = 0; run < 5; run += 1) draws.push(await chartDraws(context, chartUrl, 500))
    const took = (timing: ChartTiming | undefined) => (timing ? timing.drawnAt - timing.dataAt : Number.NaN)
    const line = (label: string, timings: Array<ChartTiming | undefined>) => {
      const ms = timings.map(took)
      return `   ${label} (${timings.map((t) => t?.bars ?? '?').join('/')} candles): median ${median(ms).toFixed(1)} ms, runs ${ms.map((d) => d.toFixed(1)).join(' / ')}`
    }
    console.log('\n3. Chart draw, bars reaching the chart → the frame that drew them  target ≤ 100 ms for 500 candles')
    console.log(
      line(
        'first draw on opening',
        draws.map((d) => d.first),
      ),
    )
    console.log(
      line(
        'full draw of ≥ 500 after older pages',
        draws.map((d) => d.large),
      ),
    )

    // 2. Lighthouse
    console.log(`\n2. Lighthouse mobile performance (median of ${lighthouseRuns})  target ≥ 0.9`)
    for (const [name, url] of lighthouseRuns > 0 ? Object.entries(routes) : []) {
      const scores: number[] = []
      const metrics: string[] = []
      for (let run = 0; run < lighthouseRuns; run += 1) {
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        })
        const lhr = result?.lhr
        scores.push(lhr?.categories.performance?.score ?? 0)
        if (process.env.BENCH_DEBUG) {
          const shifts = (lhr?.audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ?? []
          for (const item of shifts) console.log(JSON.stringify(item).slice(0, 400))
        }
        const audit = (id: string) => lhr?.audits[id]?.displayValue ?? '?'
        metrics.push(
          `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
        )
      }
      console.log(
        `   ${name.padEnd(14)} ${median(scores).toFixed(2)} (runs ${scores.map((s) => s.toFixed(2)).join(' / ')}); last: ${metrics.at(-1)}`,
      )
    }
  } finally {
    await context?.close()
    await server?.stop()
    rmSync(profile, { recursive: true, force: true })
  }
}

await main()
