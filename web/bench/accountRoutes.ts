/**
 * Lighthouse 12 mobile performance (default mobile config, simulated throttling) of the account and money screens
 * (issue 11): /user, /withdraw and /FundingDetails, signed in as a demo investor. Target ≥ 0.9 each.
 * Run after `npx tsc -b && (cd web && npx vite build)`:
 * `node --conditions=source --import tsx web/bench/accountRoutes.ts` (BENCH_LIGHTHOUSE_RUNS, default 1;
 * BOURSE_WEB_DIR to measure another build; BENCH_ROUTES a comma list of paths; BENCH_LIGHTHOUSE_JSON a folder for the
 * reports).
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

const main = async () => {
  let server: RunningServer | undefined
  let context: BrowserContext | undefined
  const profile = mkdtempSync(join(tmpdir(), 'bourse-bench-account-'))
  try {
    server = await spawnServer()
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
    for (const route of (process.env.BENCH_ROUTES ?? '/user,/withdraw,/FundingDetails').split(',')) {
      const scores: string[] = []
      let metrics = ''
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${base}${route}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        })
        const lhr = result?.lhr
        if (keepDir && result) {
          const name = `${route.replace(/\W+/g, '') || 'root'}-${run + 1}.json`
          writeFileSync(join(keepDir, name), typeof result.report === 'string' ? result.report : '')
        }
        scores.push((lhr?.categories.performance?.score ?? 0).toFixed(2))
        const audit = (id: string) => lhr?.audits[id]?.displayValue ?? '?'
        metrics = `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`
      }
      console.log(`   ${route.padEnd(16)} ${scores.join(' / ')}; ${metrics} (load ${load()})`)
    }
  } finally {
    await context?.close()
    await server?.stop()
    rmSync(profile, { recursive: true, force: true })
  }
}

await main()
