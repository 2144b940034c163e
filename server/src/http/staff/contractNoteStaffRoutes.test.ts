import { Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyAtMarket, confirmAddress, fundInvestor, usStockOf } from '../../testing/documentsTesting.js'
import { callStaff, rolesOutside, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const day = '2026-11-23'

interface Progress {
  readonly status: string
  readonly total: number
  readonly sent: number
  readonly text: string
}

describe('contract notes, the staff side (/staff-api/contractNotes)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      BOURSE_CLOCK: '2026-11-23T02:00:00Z',
      BOURSE_SMTP_URL: 'sink',
      BOURSE_METRICS_PORT: '0',
    })
  })
  afterAll(() => server.close())

  it('finance runs a day and reads its progress; support lists, shows and resends; other roles are refused', async () => {
    const stock = usStockOf(server)
    server.market.setPrice(stock.code, Price.of('10.55'), server.clock.now())
    const investor = createTestInvestor(server.db, server.clock.now())
    fundInvestor(server, investor, '100000')
    confirmAddress(server.db, investor.userId, 'bo@example.invalid', server.clock.now())
    await buyAtMarket(server, investor, stock, '0')
    const finance = staffToken(server, 'finance')
    const support = staffToken(server, 'support')

    for (const role of rolesOutside(['finance'])) {
      const refused = await callStaff(server, staffToken(server, role), 'POST', '/contractNotes/run', { date: day })
      expect(refused.httpStatus).toBe(403)
    }
    const started = await callStaff<Progress>(server, finance, 'POST', '/contractNotes/run', { date: day })
    expect(started.status).toBe(0)
    await server.documents.runner.runOnce()
    const status = await callStaff<Progress>(server, finance, 'GET', '/contractNotes/status', { date: day })
    expect(status.data).toMatchObject({ status: 'done', total: 1, sent: 1, text: 'sent 1 of 1, none failed' })
    const scraped = await (await fetch(server.metricsUrl as string)).text()
    expect(scraped).toContain(`bourse_documents{kind="note",period="${day}",outcome="sent"} 1`)

    const list = await callStaff<{ id: number; stage: string; mailings: { address: string }[] }[]>(
      server,
      support,
      'GET',
      '/contractNotes/list',
      { phone: investor.phone },
    )
    expect(list.data.map((note) => [note.stage, note.mailings.map((mailing) => mailing.address)])).toEqual([
      ['sent', ['b***@example.invalid']],
    ])
    const id = list.data[0]?.id as number
    const shown = await callStaff<{ id: number }>(server, support, 'GET', '/contractNotes/show', { id: String(id) })
    expect(shown.data.id).toBe(id)
    const reasonless = await callStaff(server, support, 'POST', '/contractNotes/resend', { id })
    expect(reasonless.status).not.toBe(0)
    const resent = await callStaff(server, support, 'POST', '/contractNotes/resend', { id, reason: 'lost in spam' })
    expect(resent.status).toBe(0)
    await server.documents.runner.runOnce()
    expect(server.documents.sink?.records().map((mail) => mail.messageId)).toEqual([
      `<note.${day}.${investor.userId}.0@bourse.invalid>`,
      `<note.${day}.${investor.userId}.1@bourse.invalid>`,
    ])
    const trail = server.db
      .prepare(`SELECT route, investor FROM staff_audit WHERE route LIKE '%contractNotes/resend%'`)
      .all() as { route: string; investor: string }[]
    expect(trail.map((row) => row.investor)).toContain(investor.phone)
  })
})
