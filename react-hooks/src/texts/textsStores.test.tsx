import { SecondFactor } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'
import { createSiteInfoStore } from '../siteInfoStore.js'
import { createStaffClient, type StaffClient } from '../staff/staffClient.js'
import { clientOf, demoInvestors, type RunningServer, signIn, spawnServer } from '../testing/liveServer.js'
import { createArticleStore } from './articleStore.js'
import { aboutText, agreementOf, consentStep } from './siteTexts.js'
import { createWelfareStore, welfareFormOpen, welfareStateText } from './welfareStore.js'

let server: RunningServer

/** A demo staff member of the real server, signed in over the staff API. */
const staff = async (name: 'finance' | 'admin'): Promise<StaffClient> => {
  let token: string | undefined
  const client = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => token })
  token = await staffTokenOf(server.url, name, 'demo-staff-1234', SecondFactor.demoTotpSecret)
  return client
}

beforeAll(async () => {
  server = await spawnServer()
}, 60_000)
afterAll(() => server.stop())

describe('welfare store against the real server', () => {
  it('loads none, refuses a blank code, applies once, refuses a second, then shows the approval', async () => {
    const { client } = clientOf(server, await signIn(server, demoInvestors.second))
    const welfare = createWelfareStore(client)
    expect(welfareFormOpen(welfare.getState())).toBe(false)
    await welfare.getState().load()
    expect(welfare.getState().application).toBeNull()
    expect(welfareFormOpen(welfare.getState())).toBe(true)
    expect(welfareStateText(welfare.getState(), 'en')).toBe('Not applied')

    welfare.getState().setCode('   ')
    expect(await welfare.getState().apply()).toEqual({ ok: false, msg: 'Please enter the application code' })

    welfare.getState().setCode(' WELF2026 ')
    const applied = await welfare.getState().apply()
    expect(applied.ok).toBe(true)
    expect(welfare.getState().application).toMatchObject({ code: 'WELF2026', status: 0, reason: null })
    expect(welfare.getState().application?.amount.toFixed(2)).toBe('10000.00')
    expect(welfare.getState().code).toBe('')
    expect(welfareFormOpen(welfare.getState())).toBe(false)
    expect(welfareStateText(welfare.getState(), 'zh-CN')).toBe('审核中')

    // a second application is refused by core's rule before sending, and by the server from a fresh store
    welfare.getState().setCode('OTHER123')
    const once = 'Each account can apply for the welfare benefit only once'
    expect(await welfare.getState().apply()).toEqual({ ok: false, msg: once })
    const fresh = createWelfareStore(client)
    fresh.getState().setCode('OTHER123')
    expect(await fresh.getState().apply()).toMatchObject({ ok: false, msg: once, failure: { kind: 'refused' } })

    const finance = await staff('finance')
    expect((await finance.call('/welfare/approve', { phone: demoInvestors.second })).ok).toBe(true)
    await welfare.getState().load()
    expect(welfare.getState().application).toMatchObject({ status: 1, code: 'WELF2026' })
    expect(welfareStateText(welfare.getState(), 'en')).toBe('Approved, credited')
  })

  it('answers zh-CN refusals when the interface is in zh-CN, and shows a rejection with its reason', async () => {
    const test = clientOf(server, await signIn(server, demoInvestors.first))
    test.language = 'zh-CN'
    const welfare = createWelfareStore(test.client)
    await welfare.getState().load()
    expect(await welfare.getState().apply()).toEqual({ ok: false, msg: '请输入申请码' })

    welfare.getState().setCode('CODE7777')
    expect((await welfare.getState().apply()).ok).toBe(true)
    const finance = await staff('finance')
    const reason = 'The code was not issued to this account'
    expect((await finance.call('/welfare/reject', { phone: demoInvestors.first, reason })).ok).toBe(true)
    await welfare.getState().load()
    expect(welfare.getState().application).toMatchObject({ status: 2, reason })
    expect(welfareStateText(welfare.getState(), 'zh-TW')).toBe('已駁回')
    expect(welfareFormOpen(welfare.getState())).toBe(false)
  })

  it('is refused signed out, with the /login redirect', async () => {
    const welfare = createWelfareStore(clientOf(server).client)
    welfare.getState().setCode('WELF2026')
    expect(await welfare.getState().apply()).toMatchObject({ ok: false, redirect: '/login' })
  })
})

describe('text pages against the real server', () => {
  it('builds each /about page from the site info, and the agreements in paragraphs', async () => {
    const site = createSiteInfoStore(clientOf(server).client)
    const info = await site.getState().load()
    const whole = (paragraphs: string[]) => paragraphs.join(' ').replace(/\s/g, '')
    const bare = (text: string | undefined) => text?.replace(/\s/g, '')
    expect(aboutText(info, '1', 'en')).toEqual({ e: 1, title: 'Version Update', paragraphs: ['V1.1.2'] })
    const pages = [
      ['2', 'en', 'User Agreement', info?.companyInfo],
      ['3', 'zh-CN', '隐私协议', info?.certImg1],
      ['4', 'en', 'About Us', info?.certImg2],
      ['5', 'en', 'Trading Rules', info?.tradeAgreeText],
    ] as const
    for (const [e, language, title, body] of pages) {
      const page = aboutText(info, e, language)
      expect(page.title).toBe(title)
      expect(page.paragraphs.length).toBeGreaterThan(0)
      expect(whole(page.paragraphs)).toBe(bare(body))
    }
    expect(aboutText(info, '6', 'zh-TW')).toEqual({
      e: 6,
      title: '暫未開放',
      // no customer manager is promised: the page says where help is (issue 35)
      paragraphs: ['此頁面暫無內容。', '關於您的模擬賬戶，請透過線上客服（每頁頂部的 ☎）諮詢。'],
    })
    expect(aboutText(info, null, 'en').title).toBe('Not yet open')
    const trade = agreementOf(info, '/trade')
    expect(trade.title).toBe(info?.tradeAgreeTitle)
    expect(trade.paragraphs.length).toBeGreaterThan(0)
    expect(trade.paragraphs.join(' ').replace(/\s/g, '')).toBe(info?.tradeAgreeText.replace(/\s/g, ''))
    expect(agreementOf(info, '/buy').paragraphs.join(' ').replace(/\s/g, '')).toBe(bare(info?.companyInfo))
    expect(agreementOf(info, '/agree').paragraphs.join('').replace(/\s/g, '')).toBe(
      info?.regAgreeText.replace(/\s/g, ''),
    )
  })

  it('leads the cooperation agreement on: OK only once ticked, cancel always', () => {
    expect(consentStep('/aggre', 'ok', false, 'en')).toEqual({
      ok: false,
      msg: 'Please read and agree to the trade agreement first.',
    })
    expect(consentStep('/aggre', 'ok', true, 'en')).toEqual({ ok: true, next: '/buy' })
    expect(consentStep('/buy', 'ok', true, 'en')).toEqual({ ok: true, next: '/buy-flow' })
    expect(consentStep('/buy', 'cancel', false, 'en')).toEqual({ ok: true, next: '/buy-flow' })
  })

  it('loads an announcement the admin published, and refuses an unknown or malformed id', async () => {
    const admin = await staff('admin')
    const published = await admin.call('/articles/publish', {
      artTitle: 'Maintenance on Sunday',
      author: 'Operations',
      artSummary: 'The app pauses for an hour.',
      artCnt: 'From 02:00 to 03:00 the app is unavailable. Orders placed before stay valid.',
    })
    if (!published.ok) throw new Error(published.failure.msg)
    const articles = createArticleStore(clientOf(server).client)
    await articles.getState().load(String(published.data.id))
    expect(articles.getState()).toMatchObject({
      loading: false,
      failure: undefined,
      article: { artTitle: 'Maintenance on Sunday', author: 'Operations', artSummary: 'The app pauses for an hour.' },
      paragraphs: ['From 02:00 to 03:00 the app is unavailable.', 'Orders placed before stay valid.'],
    })
    await articles.getState().load('999999')
    expect(articles.getState()).toMatchObject({ article: undefined, failure: { kind: 'refused' } })
    await articles.getState().load(null)
    expect(articles.getState()).toMatchObject({ article: undefined, failure: { kind: 'invalid' } })
  })
})
