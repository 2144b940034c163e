import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { postNotice } from '../../inbox/inboxRepository.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const now = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

type Reply = { status: number; msg: string; data: unknown }

const list = async (token: string | undefined, fields: Record<string, string> = {}, lang = 'en-IN') =>
  (await (
    await fetch(`${server.url}/prod-api/user/cash/getMessagelist.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang, ...(token ? { USERTOKEN: token } : {}) },
      body: new URLSearchParams(fields).toString(),
    })
  ).json()) as Reply

const writePlain = (userId: number, text: string, at: number) =>
  server.db.prepare('INSERT INTO messages (user_id, text, at) VALUES (?, ?, ?)').run(userId, text, at)

describe('/user/cash/getMessagelist.do', () => {
  it("lists the caller's own messages, newest first, paged, notices in the caller's language", async () => {
    const a = createTestInvestor(server.db, now)
    const b = createTestInvestor(server.db, now)
    writePlain(a.userId, 'Welcome to Bourse', now - 2000)
    postNotice(
      server.db,
      a.userId,
      { key: 'contractIndexLiquidated', params: { floating: '-10.00', line: '8.00', count: '2' } },
      now - 1000,
    )
    writePlain(a.userId, 'Risk warning: check your account', now)
    writePlain(b.userId, "B's secret", now)

    const first = await list(a.token, { pageSize: '2' })
    expect(first).toMatchObject({ status: 0, data: { total: 3, pageNum: 1, pageSize: 2 } })
    expect((first.data as { list: unknown[] }).list).toEqual([
      {
        id: expect.any(Number),
        title: 'Risk warning',
        content: 'Risk warning: check your account',
        isRead: 0,
        addTime: now,
      },
      {
        id: expect.any(Number),
        title: 'Liquidation',
        content:
          'Liquidation: the floating loss -10.00 of your index account reached the liquidation line of 8.00; 2 positions were closed',
        isRead: 0,
        addTime: now - 1000,
      },
    ])
    const second = await list(a.token, { pageSize: '2', pageNum: '2' })
    expect((second.data as { list: unknown[] }).list).toEqual([
      {
        id: expect.any(Number),
        title: 'Welcome to Bourse',
        content: 'Welcome to Bourse',
        isRead: 0,
        addTime: now - 2000,
      },
    ])
    const chinese = await list(a.token, {}, 'zh-TW')
    expect((chinese.data as { list: { title: string }[] }).list[1]?.title).toBe('強制平倉')

    expect((await list(b.token)).data).toMatchObject({ total: 1, list: [{ content: "B's secret" }] })
    expect((await list(createTestInvestor(server.db, now).token)).data).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 15,
    })
  })

  it('refuses bad paging and visitors', async () => {
    const a = createTestInvestor(server.db, now)
    expect(await list(a.token, { pageNum: '0' })).toEqual({ status: 1, msg: 'pageNum is invalid', data: null })
    expect(await list(a.token, { pageSize: '101' })).toEqual({ status: 1, msg: 'pageSize is invalid', data: null })
    expect(await list(a.token, { pageSize: 'abc' })).toEqual({ status: 1, msg: 'pageSize is invalid', data: null })
    expect(await list(a.token, { pageNum: '-3' })).toEqual({ status: 1, msg: 'pageNum is invalid', data: null })
    expect((await list(undefined)).msg).toBe('Please log in first')
  })
})
