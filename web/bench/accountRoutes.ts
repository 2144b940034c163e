/**
 * Lighthouse 12 mobile performance (default mobile config, simulated throttling) of the account and money screens
 * (issues 11 and 23): /home, /user, /withdraw, /FundingDetails, /warehouse and the chart page (`/kline`: the first
 * stock of the market list, opened by tapping it), signed in as a demo investor. Target ≥ 0.9 each (median).
 * Run after `npx tsc -b && (cd web && npx vite build)`:
 * `node --conditions=source --import tsx web/bench/accountRoutes.ts` (BENCH_LIGHTHOUSE_RUNS, default 1;
 * BOURSE_WEB_DIR to measure another build; BENCH_ROUTES a comma list of paths; BENCH_LIGHTHOUSE_JSON a folder for the
 * reports). Storage is kept between runs (the session token is in local storage), but the installed app's service
 * worker and its caches are removed before each run, so a run measures a visit over the network as before issue 36;
 * `BENCH_KEEP_SERVICE_WORKER=1` keeps them (a returning visitor, the shell from the worker's cache).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { type BrowserContext, chromium } from 'playwright-core'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { chromiumFlags } from '../e2e/support/launchBrowser.js'

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1)
/** A folder to keep each run's Lighthouse JSON report in (`BENCH_LIGHTHOUSE_JSON`), e.g. to read its trace audits. */
const keepDir = process.env.BENCH_LIGHTHOUSE_JSON

/** Unregisters the installed app's worker and deletes its caches (local storage, cookies and HTTP cache stay). */
const forgetServiceWorker = async (context: BrowserContext, origin: string) => {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' })
  await page.close()
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })

const signInToken = async (base: string, phone: string): Promise<string> => {
  const answer = await fetch(`${base}/prod-api/user/login.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, userPwd: 'demo1234' }).toString(),
  })
  const body = (await answer.json()) as { status: number; data: string }
  if (body.status !== 0) throw new Error('sign-in failed')
  return body.data
}

/** The chart page of the first stock in the market list, opened the way a user opens it. */
const chartUrl = async (context: BrowserContext, base: string): Promise<string> => {
  const page = await context.newPage()
  await page.goto(`${base}/trading-list`)
  await page.getByRole('tab', { name: 'Market' }).click()
  await page.locator('.quote-row-main').first().click()
  await page.waitForURL(/\/kline\?/)
  const url = page.url()
  await page.close()
  return url
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

const main = async () => {
  let server: RunningServer | undefined
  let context: BrowserContext | undefined
  const profile = mkdtempSync(join(tmpdir(), 'bourse-bench-account-'))
  try {
    server = await spawnServer({ BOURSE_HISTORY: process.env.BOURSE_HISTORY ?? 'full' })
    const base = server.url.replace('localhost', '127.0.0.1')
    const token = await signInToken(base, '9000000001')
    const port = await freePort()
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      viewport: { width: 390, height: 844 },
      args: [...chromiumFlags, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'],
    })
    const seed = await context.newPage()
    await seed.goto(`${base}/login`)
    await seed.evaluate((value) => localStorage.setItem('USERTOKEN', value), token)
    await seed.close()
    const load = () =>
      loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')
    console.log(`Lighthouse mobile performance (${runs} run(s) each, load ${load()})  target ≥ 0.9`)
    const routes = process.env.BENCH_ROUTES ?? '/home,/user,/withdraw,/FundingDetails,/warehouse,/kline'
    for (const route of routes.split(',')) {
      const url = route === '/kline' ? await chartUrl(context, base) : `${base}${route}`
      const scores: number[] = []
      let metrics = ''
      for (let run = 0; run < runs; run += 1) {
        if (process.env.BENCH_KEEP_SERVICE_WORKER !== '1') await forgetServiceWorker(context, base)
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        })
        const lhr = result?.lhr
        if (keepDir && result) {
          const name = `${route.replace(/\W+/g, '') || 'root'}-${run + 1}`
          writeFileSync(join(keepDir, `${name}.json`), typeof result.report === 'string' ? result.report : '')
          // the trace too (BENCH_LIGHTHOUSE_TRACES=1): the main thread's tasks, to see what a long task was
          if (process.env.BENCH_LIGHTHOUSE_TRACES === '1')
            writeFileSync(join(keepDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace))
        }
        scores.push(lhr?.categories.performance?.score ?? 0)
        const audit = (id: string) => lhr?.audits[id]?.displayValue ?? '?'
        metrics = `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`
      }
      const figures = scores.map((score) => score.toFixed(2)).join(' / ')
      console.log(
        `   ${route.padEnd(16)} median ${median(scores)?.toFixed(2)} (${figures}); ${metrics} (load ${load()})`,
      )
    }
  } finally {
    await context?.close()
    await server?.stop()
    rmSync(profile, { recursive: true, force: true })
  }
}

await main()
