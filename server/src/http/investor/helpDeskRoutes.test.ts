import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openRecharge } from '../../testing/fundsTesting.js'
import { postForm } from '../../testing/postForm.js'
import { callStaff, rolesOutside, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../../users/testInvestor.js'

const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)
const day = 24 * 60 * 60 * 1000

let server: TestServer
let support: string
let alice: TestInvestor
let bob: TestInvestor

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
  support = staffToken(server, 'support')
  alice = createTestInvestor(server.db, now, { realName: 'Alice Rao' })
  bob = createTestInvestor(server.db, now, { realName: 'Bob Iyer' })
})
afterAll(() => server.close())

const call = <Data>(token: string, path: string, fields: Record<string, string> = {}) =>
  postForm<Data>(server.url, `/user/helpDesk/${path}`, token, fields)

interface Summary {
  id: number
  status: number
  unread: boolean
  canReopen: boolean
  subject: string
  linked: { kind: string; id: string } | null
}
interface Thread {
  request: Summary
  messages: { author: string; text: string; images: string[]; by: string | null }[]
}

const upload = async (token: string): Promise<string> => {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c82' } })
    .png()
    .toBuffer()
  const response = await fetch(`${server.url}/prod-api/user/upload.do`, {
    method: 'POST',
    headers: { USERTOKEN: token, 'content-type': 'application/json' },
    body: JSON.stringify({ upload_file: `data:image/png;base64,${png.toString('base64')}` }),
  })
  return ((await response.json()) as { data: { url: string } }).data.url
}

const auditRows = (target: string) =>
  server.db.prepare('SELECT route, outcome FROM staff_audit WHERE target = ? ORDER BY id').all(target)

describe('help desk (DECISIONS §22)', () => {
  it('files a request with images and a record, support replies, the badge shows until read, closes, reopens', async () => {
    const images = [await upload(alice.token), await upload(alice.token)]
    await openRecharge(server, alice.token, '5000')
    const { orderSn } = server.db
      .prepare('SELECT order_sn AS orderSn FROM recharge_orders WHERE user_id = ?')
      .get(alice.userId) as { orderSn: string }

    const filed = await call<Thread>(alice.token, 'create.do', {
      topic: 'deposit',
      message: '  My deposit of 5,000 has not arrived.  ',
      images: images.join(','),
      linkedKind: 'recharge',
      linkedId: orderSn,
    })
    expect(filed).toMatchObject({ status: 0, msg: 'Request sent' })
    const id = filed.data.request.id
    expect(filed.data).toEqual({
      request: {
        id,
        topic: 'deposit',
        status: 0,
        subject: 'My deposit of 5,000 has not arrived.',
        linked: { kind: 'recharge', id: orderSn },
        createTime: now,
        updateTime: now,
        unread: false,
        canReopen: false,
      },
      messages: [
        {
          id: expect.any(Number),
          author: 'investor',
          text: 'My deposit of 5,000 has not arrived.',
          images,
          createTime: now,
          by: null,
        },
      ],
    })

    // Support's queue: oldest open first, with the investor; opening the thread is audited.
    const queue = await callStaff<{ phone: string; request: Summary }[]>(server, support, 'GET', '/tickets/queue')
    expect(queue.data.find((row) => row.request.id === id)).toMatchObject({ phone: alice.phone, realName: 'Alice Rao' })
    const shown = await callStaff<{ linkedSummary: string }>(server, support, 'GET', '/tickets/show', {
      id: String(id),
    })
    expect(shown.data.linkedSummary).toBe(`recharge ${orderSn} · 5000.00 · waiting`)
    expect(auditRows(`tickets:${id}`)).toEqual([{ route: '/staff-api/tickets/show', outcome: 'ok' }])

    server.clock.set(now + 60_000)
    const replied = await callStaff<Thread>(server, support, 'POST', '/tickets/reply', {
      id,
      message: 'We see it; the bank confirms today.',
    })
    expect(replied).toMatchObject({ status: 0, msg: 'Reply sent', data: { request: { status: 1, unread: false } } })
    expect(replied.data.messages[1]).toMatchObject({ author: 'support', by: expect.stringMatching(/^test-support/) })

    // The badge: one unread request until Alice opens it; the investor never sees who answered.
    expect((await call(alice.token, 'unread.do')).data).toEqual({ count: 1 })
    expect((await call<Summary[]>(alice.token, 'list.do')).data.map((row) => [row.id, row.unread])).toEqual([
      [id, true],
    ])
    const read = await call<Thread>(alice.token, 'show.do', { id: String(id) })
    expect(read.data.request.unread).toBe(false)
    expect(read.data.messages.map((message) => [message.author, message.by])).toEqual([
      ['investor', null],
      ['support', null],
    ])
    expect((await call(alice.token, 'unread.do')).data).toEqual({ count: 0 })

    // Alice writes back: open again; support closes it; a closed thread takes no message until reopened.
    expect(
      (await call<Thread>(alice.token, 'write.do', { id: String(id), message: 'Thanks!' })).data.request.status,
    ).toBe(0)
    server.clock.set(now + 2 * 60_000)
    const closed = await callStaff<Thread>(server, support, 'POST', '/tickets/close', { id, reason: 'resolved' })
    expect(closed).toMatchObject({
      status: 0,
      msg: 'Request closed',
      data: { request: { status: 2, canReopen: true } },
    })
    expect((await callStaff(server, support, 'POST', '/tickets/close', { id })).msg).toBe(
      'This request is already closed',
    )
    expect((await callStaff(server, support, 'POST', '/tickets/reply', { id, message: 'x' })).msg).toBe(
      'This request is closed; reopen it to write again',
    )
    expect((await call(alice.token, 'write.do', { id: String(id), message: 'More' })).msg).toBe(
      'This request is closed; reopen it to write again',
    )
    expect(auditRows(`tickets:${id}`).map((row) => (row as { route: string }).route)).toEqual([
      '/staff-api/tickets/show',
      '/staff-api/tickets/reply',
      '/staff-api/tickets/close',
      '/staff-api/tickets/close',
      '/staff-api/tickets/reply',
    ])

    server.clock.set(now + 2 * 60_000 + 7 * day)
    expect(await call(alice.token, 'reopen.do', { id: String(id) })).toMatchObject({
      status: 0,
      msg: 'Request reopened',
      data: { request: { status: 0 } },
    })
    // Staff sessions end after 8 hours: a fresh member closes a week later.
    expect((await callStaff(server, staffToken(server, 'support'), 'POST', '/tickets/close', { id })).status).toBe(0)
    server.clock.set(now + 2 * 60_000 + 14 * day + 1)
    expect((await call(alice.token, 'reopen.do', { id: String(id) })).msg).toBe(
      'A request can be reopened only within 7 days of closing; please file a new one',
    )
    server.clock.set(now)
  })

  it("never shows one investor another's request, image or record: every route answers as for an unknown one", async () => {
    const image = await upload(alice.token)
    const filed = await call<Thread>(alice.token, 'create.do', { topic: 'account', message: 'Private matter' })
    const id = String(filed.data.request.id)
    const unknown = { status: 1, msg: 'Help request not found', data: null }
    expect(await call(bob.token, 'show.do', { id })).toEqual(unknown)
    expect(await call(bob.token, 'show.do', { id: '999999' })).toEqual(unknown)
    expect(await call(bob.token, 'write.do', { id, message: 'hello' })).toEqual(unknown)
    expect(await call(bob.token, 'reopen.do', { id })).toEqual(unknown)
    expect((await call<Summary[]>(bob.token, 'list.do')).data).toEqual([])
    expect((await call(bob.token, 'unread.do')).data).toEqual({ count: 0 })
    expect((await call(bob.token, 'create.do', { topic: 'other', message: 'x', images: image })).msg).toBe(
      'An attached image was not found; please upload it again',
    )
    await openRecharge(server, alice.token, '300')
    const { orderSn } = server.db
      .prepare('SELECT order_sn AS orderSn FROM recharge_orders WHERE user_id = ? ORDER BY id DESC')
      .get(alice.userId) as { orderSn: string }
    for (const linked of [
      { linkedKind: 'recharge', linkedId: orderSn },
      { linkedKind: 'withdrawal', linkedId: '1' },
      { linkedKind: 'position', linkedId: 'S1' },
      { linkedKind: 'order', linkedId: '1' },
      { linkedKind: 'recharge' },
    ])
      expect((await call(bob.token, 'create.do', { topic: 'deposit', message: 'x', ...linked })).msg).toBe(
        'The record you chose was not found in your account',
      )
    // Nothing of Alice's thread changed, and Bob filed nothing.
    expect((await call<Thread>(alice.token, 'show.do', { id })).data.messages).toHaveLength(1)
    expect((await call<Summary[]>(bob.token, 'list.do')).data).toEqual([])
    // Without a session every route is closed.
    for (const path of ['list.do', 'unread.do', 'create.do', 'show.do', 'write.do', 'reopen.do'])
      expect((await postForm(server.url, `/user/helpDesk/${path}`, undefined, { id })).msg).toBe('Please log in first')
  })

  it('checks each message: 2 000 characters at most, 3 images at most, a topic from the list', async () => {
    const tooLong = await call(alice.token, 'create.do', { topic: 'other', message: '字'.repeat(2001) })
    expect(tooLong.msg).toBe('A message may have at most 2000 characters')
    expect((await call(alice.token, 'create.do', { topic: 'other', message: '字'.repeat(2000) })).status).toBe(0)
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(alice.token)))
    expect((await call(alice.token, 'create.do', { topic: 'other', message: 'x', images: four.join(',') })).msg).toBe(
      'At most 3 images per message',
    )
    expect((await call(alice.token, 'create.do', { topic: 'weather', message: 'x' })).status).toBe(1)
    const blank = await postForm(
      server.url,
      '/user/helpDesk/create.do',
      alice.token,
      { topic: 'other', message: ' ' },
      {
        lang: 'zh-CN',
      },
    )
    expect(blank.msg).toBe('请填写留言内容')
  })

  it('lets support reply and close, the auditor read, and refuses every other role and investors', async () => {
    const id = (await call<Thread>(alice.token, 'create.do', { topic: 'trading', message: 'Roles' })).data.request.id
    const auditor = staffToken(server, 'auditor')
    expect((await callStaff(server, auditor, 'GET', '/tickets/show', { id: String(id) })).status).toBe(0)
    expect((await callStaff(server, auditor, 'POST', '/tickets/reply', { id, message: 'no' })).httpStatus).toBe(403)
    for (const role of rolesOutside(['support', 'auditor'])) {
      const token = staffToken(server, role)
      expect((await callStaff(server, token, 'GET', '/tickets/queue')).httpStatus).toBe(403)
      expect((await callStaff(server, token, 'GET', '/tickets/show', { id: String(id) })).httpStatus).toBe(403)
      expect((await callStaff(server, token, 'POST', '/tickets/close', { id })).httpStatus).toBe(403)
    }
    expect((await callStaff(server, alice.token, 'GET', '/tickets/queue')).httpStatus).toBe(401)
    expect((await callStaff(server, staffToken(server, 'support'), 'GET', '/tickets/show', { id: '999999' })).msg).toBe(
      'Help request not found',
    )
  })
})
