import { Money, Price } from '@bourse/core'
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetAccount } from '../accounts/accountRepository.js'
import { executeCommand } from '../accounts/executeCommand.js'
import { openRecharge } from '../testing/fundsTesting.js'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { capturedLog } from './testing/capturedLog.js'

const log = capturedLog()
let server: TestServer
beforeAll(async () => {
  server = await startTestServer(
    { BOURSE_CLOCK: '2026-11-23T02:00:00Z', BOURSE_METRICS_PORT: '0', BOURSE_LOG_LEVEL: 'info' },
    { logStream: log.stream, riskOnTick: true },
  )
})
afterAll(() => server.close())

/** The scrape as metric families (the parser throws on any line out of the format) and as text. */
const scrape = async () => {
  const response = await fetch(server.metricsUrl ?? expect.fail('metrics are on'))
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const text = await response.text()
  return { text, families: new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family])) }
}

/**
 * A labelled histogram's observation count, read from its `_count` line: the parser keeps only one sample of a
 * histogram with labels (it merges their buckets), so those are read from the text it validated.
 */
const histogramCount = (text: string, name: string, labels: string) =>
  Number(new RegExp(`^${name}_count\\{${labels.replace(/[/.]/g, '\\$&')}\\} (\\d+)$`, 'm').exec(text)?.[1])

const sampleOf = (families: Map<string, MetricFamily>, name: string, labels: Record<string, string> = {}) =>
  families
    .get(name)
    ?.metrics.find((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value))

describe('/metrics after a small workload', () => {
  it('holds every series the issue names, counted', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const deposit = { type: 'creditDeposit', id: 'deposit:metrics', rechargeId: 'r-metrics' } as const
    executeCommand(server.db, investor.userId, { ...deposit, amount: Money.of('100000') }, server.clock.now())
    const stock =
      server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ??
      expect.fail('a US stock')
    server.market.setPrice(stock.code, Price.of('10.55'), server.clock.now())
    // The next load of the account misses the cache; the ones after it hit.
    forgetAccount(server.db, investor.userId)

    expect((await postForm(server.url, '/api/stock/getSingleStock.do', undefined, { code: stock.code })).status).toBe(0)
    const order = { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }
    expect((await postForm(server.url, '/user/buy.do', investor.token, order)).status).toBe(0)
    const tooMuch = await postForm(server.url, '/user/buy.do', investor.token, { ...order, lever: '7' })
    expect(tooMuch.status).toBe(1)
    expect((await openRecharge(server, investor.token, '500')).status).toBe(0)
    server.market.tickOnce(server.clock.now())

    const { text, families } = await scrape()
    const route = '/prod-api/user/buy.do'
    expect(families.get('bourse_http_request_duration_seconds')?.type).toBe('HISTOGRAM')
    const buyLabels = `method="POST",route="${route}",status="200"`
    expect(histogramCount(text, 'bourse_http_request_duration_seconds', buyLabels)).toBe(2)
    expect(sampleOf(families, 'bourse_orders_total', { route, outcome: 'accepted' })?.value).toBe('1')
    expect(sampleOf(families, 'bourse_orders_total', { route, outcome: 'refused' })?.value).toBe('1')
    expect(families.get('bourse_refusals_total')?.metrics).toEqual([
      { labels: { route, reason: expect.any(String) }, value: '1' },
    ])
    expect(Number(sampleOf(families, 'bourse_market_tick_duration_seconds')?.count)).toBe(1)
    // `setPrice` notifies the listeners like a tick: the risk loop ran twice, one of them on a tick of the simulator.
    expect(Number(sampleOf(families, 'bourse_risk_pass_duration_seconds')?.count)).toBe(2)
    expect(sampleOf(families, 'bourse_risk_accounts_checked_total')).toBeDefined()
    expect(sampleOf(families, 'bourse_risk_accounts_liquidated_total')?.value).toBe('0')
    expect(
      Number(sampleOf(families, 'bourse_cache_lookups_total', { cache: 'account', result: 'hit' })?.value),
    ).toBeGreaterThan(0)
    expect(
      Number(sampleOf(families, 'bourse_cache_lookups_total', { cache: 'account', result: 'miss' })?.value),
    ).toBeGreaterThan(0)
    expect(Number(sampleOf(families, 'bourse_db_commit_duration_seconds')?.count)).toBeGreaterThan(0)
    expect(Number(sampleOf(families, 'bourse_db_commit_batch_size')?.count)).toBeGreaterThan(0)
    expect(sampleOf(families, 'bourse_queue_depth', { queue: 'recharges' })?.value).toBe('1')
    expect(sampleOf(families, 'bourse_queue_depth', { queue: 'withdrawals' })?.value).toBe('0')
    expect(sampleOf(families, 'bourse_queue_depth', { queue: 'realName' })?.value).toBe('0')
    expect(sampleOf(families, 'bourse_leader')?.value).toBe('0')
    expect(Number(sampleOf(families, 'bourse_market_last_tick_age_seconds')?.value)).toBeGreaterThanOrEqual(0)
    expect(Number(sampleOf(families, 'nodejs_eventloop_lag_seconds')?.value)).toBeGreaterThanOrEqual(0)
    expect(Number(sampleOf(families, 'process_cpu_user_seconds_total')?.value)).toBeGreaterThan(0)
    expect(log.entries().filter((entry) => entry.msg === 'risk pass')).toHaveLength(0)
  })

  it('answers nothing but /metrics', async () => {
    const other = await fetch((server.metricsUrl ?? '').replace('/metrics', '/prod-api/health'))
    expect(other.status).toBe(404)
  })
})
