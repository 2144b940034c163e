import { Api } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'

interface Reply {
  readonly status: number
  readonly msg: string
  // biome-ignore lint/suspicious/noExplicitAny: test replies are inspected field by field
  readonly data: any
}

const call = async (
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string> = {},
  lang = 'en-IN',
) => {
  const query = method === 'GET' ? `?${new URLSearchParams(fields)}` : ''
  const response = await fetch(`${server.url}/prod-api${path}${query}`, {
    method,
    headers: { lang, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(method === 'POST' ? { body: new URLSearchParams(fields) } : {}),
  })
  return (await response.json()) as Reply
}

const now = Date.parse('2026-11-23T02:00:00Z')

describe('news and articles over real HTTP', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
  })
  afterAll(() => server.close())

  it('lists the seeded sample news newest first, each clearly marked', async () => {
    const reply = await call(server, 'GET', '/api/news/list.do')
    expect(reply.status).toBe(0)
    expect(Api.decodePayload(Api.ListPage(Api.NewsItem), reply.data).ok).toBe(true)
    expect(reply.data.total).toBe(8)
    expect(reply.data.list[0]).toMatchObject({ type: 1, sample: true, showTime: now - 3_600_000 })
    expect(reply.data.list.every((n: { title: string }) => n.title.startsWith('[Sample]'))).toBe(true)
    expect(reply.data.list[0].imgurl).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('keeps the economy (2) and 7x24 (4) lists apart, and pages them', async () => {
    expect((await call(server, 'GET', '/api/news/list.do', { type: '2' })).data.total).toBe(6)
    const flash = await call(server, 'GET', '/api/news/list.do', { type: '4', pageSize: '5', pageNum: '2' })
    expect(flash.data.total).toBe(8)
    expect(flash.data.list).toHaveLength(3)
  })

  it('answers a detail by id, and refuses an unknown id', async () => {
    const list = await call(server, 'GET', '/api/news/list.do', { type: '2' })
    const id = String(list.data.list[0].id)
    const detail = await call(server, 'GET', '/api/news/detail.do', { id })
    expect(detail.data).toEqual(list.data.list[0])
    expect(detail.data.content).toContain('no real trading')
    expect(await call(server, 'GET', '/api/news/detail.do', { id: '99999' })).toEqual({
      status: 1,
      msg: 'No such record: 99999',
      data: null,
    })
  })

  it('lists articles and answers one by artId; an article is not a news detail', async () => {
    const list = await call(server, 'POST', '/api/art/list.do')
    expect(Api.decodePayload(Api.ListPage(Api.Article), list.data).ok).toBe(true)
    expect(list.data.total).toBe(4)
    const artId = String(list.data.list[0].id)
    const detail = await call(server, 'POST', '/api/art/detail.do', { artId })
    expect(detail.data).toMatchObject({ author: 'Bourse sample desk', artTitle: list.data.list[0].artTitle })
    expect((await call(server, 'GET', '/api/news/detail.do', { id: artId })).status).toBe(1)
  })

  it('gives the sample items in the reader’s language, the same items in the same order (issue 35 item 20)', async () => {
    const english = await call(server, 'GET', '/api/news/list.do', { type: '4' })
    const chinese = await call(server, 'GET', '/api/news/list.do', { type: '4' }, 'zh-CN')
    expect(chinese.data.list.map((n: { id: number }) => n.id)).toEqual(
      english.data.list.map((n: { id: number }) => n.id),
    )
    expect(chinese.data.list[0].title).toBe('[示例] 示例快讯：模拟指数高开 0.3%')
    expect(chinese.data.list.every((n: { title: string }) => /^\[示例\] [^A-Za-z]*[\u4e00-\u9fff]/.test(n.title))).toBe(
      true,
    )
    const detail = await call(server, 'GET', '/api/news/detail.do', { id: String(chinese.data.list[0].id) }, 'zh-TW')
    expect(detail.data.title).toBe('[示例] 示例快訊：模擬指數高開 0.3%')
    expect(detail.data.content).toBe(
      '示例快訊：模擬指數高開 0.3%。\n\n這是為 Bourse 技術測試站點生成的示例文章，描述的是模擬市場；不進行真實交易，本文不構成任何投資建議。',
    )
    const articles = await call(server, 'POST', '/api/art/list.do', {}, 'zh-CN')
    expect(articles.data.list.map((a: { artSummary: string }) => a.artSummary)).toContain(
      'Bourse 是一个使用模拟行情的技术测试站点。',
    )
    expect(articles.data.list.every((a: { artCnt: string }) => a.artCnt.endsWith('本文不构成任何投资建议。'))).toBe(
      true,
    )
  })

  it('refuses bad input: unknown type, non-numeric and missing ids, huge pages', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/news/list.do', { type: '3' }, 'type is invalid'],
      ['/api/news/list.do', { pageNum: 'one' }, 'pageNum is invalid'],
      ['/api/news/list.do', { pageSize: '101' }, 'pageSize is invalid'],
      ['/api/news/detail.do', {}, 'id is required'],
      ['/api/news/detail.do', { id: '-4' }, 'id is invalid'],
    ]
    for (const [path, query, msg] of cases) {
      expect(await call(server, 'GET', path, query)).toEqual({ status: 1, msg, data: null })
    }
    expect(await call(server, 'POST', '/api/art/detail.do', { artId: 'abc' })).toEqual({
      status: 1,
      msg: 'artId is invalid',
      data: null,
    })
  })
})
