import { Api } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { saveSetting } from '../../settings/settingsRepository.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { postForm } from '../../testing/postForm.js'
import { callStaff, rolesOutside, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)

let server: TestServer
let admin: string

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
  admin = staffToken(server, 'admin')
})
afterEach(() => expectJournalReplays(server.db))
afterAll(() => server.close())

const newsList = async (type: number) =>
  (await (await fetch(`${server.url}/prod-api/api/news/list.do?type=${type}&pageNum=1&pageSize=15`)).json()) as {
    data: { list: { id: number; title: string; sample: boolean }[] }
  }

describe('agent URL', () => {
  it('answers the online-service address to a signed-in investor, empty until one is set', async () => {
    const investor = createTestInvestor(server.db, now)
    expect(await postForm(server.url, '/user/getAgentUrl', investor.token)).toEqual({
      status: 0,
      msg: 'ok',
      data: { agentUrl: '' },
    })
    saveSetting(server.db, 'onlineService', 'https://support.bourse.example/chat')
    expect((await postForm(server.url, '/user/getAgentUrl', investor.token)).data).toEqual({
      agentUrl: 'https://support.bourse.example/chat',
    })
    expect((await postForm(server.url, '/user/getAgentUrl', undefined)).msg).toBe('Please log in first')
  })
})

describe('agreement, company and /about texts', () => {
  it('serves every text the /about pages and the agreements show, editable as settings', async () => {
    const info = await postForm<Record<string, string>>(server.url, '/api/site/getInfo.do', undefined)
    expect(Api.decodePayload(Api.SiteInfo, info.data).ok).toBe(true)
    expect(info.data.version).toBe('V1.1.2')
    for (const text of ['companyInfo', 'certImg1', 'certImg2', 'tradeAgreeText', 'regAgreeText']) {
      expect(info.data[text], text).toMatch(/\S/)
    }
    saveSetting(server.db, 'certImg1', 'Privacy: we keep what the simulated account needs.')
    expect((await postForm<Record<string, string>>(server.url, '/api/site/getInfo.do', undefined)).data.certImg1).toBe(
      'Privacy: we keep what the simulated account needs.',
    )
  })
})

describe('publishing (admin)', () => {
  it('publishes a news item to its list, newest first, not marked as a sample, and audits it', async () => {
    const published = await callStaff<{ id: number }>(server, admin, 'POST', '/news/publish', {
      type: 4,
      title: 'Markets open an hour late',
      content: 'The simulated exchanges open at 10:30 today.',
    })
    expect(published).toMatchObject({ httpStatus: 200, status: 0, msg: 'Published' })
    const list = await newsList(4)
    expect(list.data.list[0]).toMatchObject({
      id: published.data.id,
      title: 'Markets open an hour late',
      sample: false,
    })
    const detail = await fetch(`${server.url}/prod-api/api/news/detail.do?id=${published.data.id}`)
    expect(((await detail.json()) as { data: { content: string } }).data.content).toBe(
      'The simulated exchanges open at 10:30 today.',
    )
    expect(
      server.db.prepare("SELECT outcome FROM staff_audit WHERE route = '/staff-api/news/publish'").all(),
    ).toContainEqual({ outcome: 'ok' })
  })

  it('publishes an article readable through /api/art/list.do and /api/art/detail.do', async () => {
    const published = await callStaff<{ id: number }>(server, admin, 'POST', '/articles/publish', {
      artTitle: 'How margin works',
      author: 'Bourse desk',
      artSummary: 'Margin, leverage and the liquidation line.',
      artCnt: 'Margin = notional ÷ lever, rounded half-up to 2 decimals.',
    })
    expect(published.status).toBe(0)
    const list = await postForm<{ list: { id: number; artTitle: string }[] }>(server.url, '/api/art/list.do', undefined)
    expect(list.data.list[0]).toMatchObject({ id: published.data.id, artTitle: 'How margin works' })
    const detail = await postForm(server.url, '/api/art/detail.do', undefined, { artId: String(published.data.id) })
    expect(detail.data).toMatchObject({
      author: 'Bourse desk',
      artSummary: 'Margin, leverage and the liquidation line.',
      artCnt: 'Margin = notional ÷ lever, rounded half-up to 2 decimals.',
      artImg: null,
      addTime: now,
    })
  })

  it('refuses a blank title, a list that is not news, control characters and a foreign image scheme', async () => {
    const before = server.db.prepare('SELECT COUNT(*) AS n FROM news').get()
    const bad = [
      { type: 1, title: '   ', content: 'x' },
      { type: 3, title: 'Article as news', content: 'x' },
      { type: 1, title: 'Bell\u0007', content: 'x' },
      { type: 1, title: 'Image', content: 'x', imgurl: 'javascript:alert(1)' },
      { type: '1', title: 'Type as text', content: 'x' },
    ]
    for (const payload of bad) {
      const reply = await callStaff(server, admin, 'POST', '/news/publish', payload)
      expect([reply.httpStatus, reply.status], JSON.stringify(payload)).toEqual([400, 1])
    }
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM news').get()).toEqual(before)
  })

  it('opens publishing to admin only, never to an investor token', async () => {
    const investor = createTestInvestor(server.db, now)
    const calls = [
      { path: '/news/publish', payload: { type: 1, title: 'T', content: 'C' } },
      { path: '/articles/publish', payload: { artTitle: 'T', author: 'A', artSummary: 'S', artCnt: 'C' } },
    ]
    for (const call of calls) {
      for (const role of rolesOutside(['admin'])) {
        const reply = await callStaff(server, staffToken(server, role), 'POST', call.path, call.payload)
        expect([reply.httpStatus, reply.status], `${call.path} as ${role}`).toEqual([403, 1])
      }
      const reply = await callStaff(server, investor.token, 'POST', call.path, call.payload)
      expect([reply.httpStatus, reply.status]).toEqual([401, 1])
    }
  })
})
