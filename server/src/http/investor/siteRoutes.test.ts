import { Api } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveSetting } from '../../settings/settingsRepository.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'

const post = async (server: TestServer, path: string, form: Record<string, string> = {}, headers = {}) => {
  const response = await fetch(`${server.url}/prod-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  })
  return (await response.json()) as { status: number; msg: string; data: Record<string, unknown> | null }
}

describe('settings and site calls over real HTTP', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('answers the DECISIONS §15 defaults as exact text', async () => {
    const reply = await post(server, '/api/admin/getSetting.do')
    expect(reply.status).toBe(0)
    expect(Api.decodePayload(Api.SiteSettings, reply.data).ok).toBe(true)
    expect(reply.data).toMatchObject({
      siteName: 'Bourse',
      siteLever: '10/20/30',
      buyMinNum: 100,
      buyMaxNum: 100000,
      buyFee: '0.0003',
      sellFee: '0.0003',
      dutyFee: '0.001',
      buyMinAmt: '10.00',
      buyMaxAmtPercent: '0.9',
      stayFee: '0.0005',
      riseLimit: '0.1',
      downLimit: '0.1',
      forceStopPercent: '0.8',
      withMinAmt: '1000.00',
      withFeeSingle: '3.00',
      withFeePercent: '0.008',
      withTimeBegin: '09:15',
      usdRate: '88.5',
      hkdRate: '11.38',
      ratesDate: '2026-11-27',
      indexDisplay: true,
      idDocument: 'aadhaar',
    })
  })

  it('reads stored settings over the defaults and ignores unreadable ones', async () => {
    saveSetting(server.db, 'siteLever', '5/10')
    saveSetting(server.db, 'riseLimit', '0.05')
    saveSetting(server.db, 'buyFee', 'lots')
    const reply = await post(server, '/api/admin/getSetting.do')
    expect(reply.data).toMatchObject({ siteLever: '5/10', riseLimit: '0.05', buyFee: '0.0003' })
    expect((await post(server, '/api/admin/getIndexSetting.do')).data).toEqual({
      riseLimit: '0.05',
      downLimit: '0.1',
      forceSellPercent: '0.8',
    })
    server.db.prepare("DELETE FROM settings WHERE name IN ('siteLever', 'riseLimit', 'buyFee')").run()
  })

  it('answers product tabs and site info with the test-site notice and calendar mode', async () => {
    expect((await post(server, '/api/admin/getProductSetting.do')).data).toEqual({
      indexDisplay: true,
      futuresDisplay: true,
      kcStockDisplay: true,
      stockDisplay: true,
    })
    const info = await post(server, '/api/site/getInfo.do')
    expect(Api.decodePayload(Api.SiteInfo, info.data).ok).toBe(true)
    expect(info.data).toMatchObject({ siteName: 'Bourse', calendarMode: 'demo' })
    // demo data seeds the invitation code 'BOURSE'; /register names it to a newcomer only while demo data is on
    expect(info.data?.demoInvitationCode).toBe(server.config.demo ? 'BOURSE' : undefined)
    expect(String(info.data?.notice)).toContain('no real trading')
    expect(String(info.data?.tradeAgreeText)).toContain('technical test site')
  })

  it('looks up the spread rate with core’s default rules: price < 5 → 0.001, otherwise 0.0005', async () => {
    const rate = async (unitprice: string, code = '600000') =>
      (await post(server, '/api/user/findSpreadRateOne.do', { applies: '1.5', turnover: '10000', unitprice, code }))
        .data
    expect(await rate('4.99')).toEqual({ spreadRate: '0.001' })
    expect(await rate('5')).toEqual({ spreadRate: '0.0005' })
    expect(await rate('123.45', 'sh600000')).toEqual({ spreadRate: '0.0005' })
  })

  it('uses stored spread rules, the highest matching rate winning', async () => {
    saveSetting(
      server.db,
      'spreadRules',
      JSON.stringify([
        { kind: 'codePrefix', prefix: '688', rate: '0.002' },
        { kind: 'priceBand', min: '0', rate: '0.0005' },
      ]),
    )
    const rate = async (code: string) =>
      (await post(server, '/api/user/findSpreadRateOne.do', { applies: '0', turnover: '100', unitprice: '3', code }))
        .data
    expect(await rate('688001')).toEqual({ spreadRate: '0.002' })
    expect(await rate('600001')).toEqual({ spreadRate: '0.0005' })
    server.db.prepare("DELETE FROM settings WHERE name = 'spreadRules'").run()
  })

  it('refuses a bad spread lookup with status 1 in the caller’s language', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ turnover: '100', unitprice: '3', code: '600000' }, 'applies is required'],
      [{ applies: 'x', turnover: '100', unitprice: '3', code: '600000' }, 'applies is invalid'],
      [{ applies: '1', turnover: '-5', unitprice: '3', code: '600000' }, 'turnover is invalid'],
      [{ applies: '1', turnover: '100', unitprice: '1e3', code: '600000' }, 'unitprice is invalid'],
      [{ applies: '1', turnover: '1000000000000000', unitprice: '3', code: '600000' }, 'turnover is invalid'],
      [{ applies: '1', turnover: '100', unitprice: '3', code: '' }, 'code is required'],
    ]
    for (const [form, msg] of cases) {
      expect(await post(server, '/api/user/findSpreadRateOne.do', form)).toEqual({ status: 1, msg, data: null })
    }
    const chinese = await post(server, '/api/user/findSpreadRateOne.do', {}, { lang: 'zh-CN' })
    expect(chinese).toEqual({ status: 1, msg: '请填写 applies', data: null })
  })
})
