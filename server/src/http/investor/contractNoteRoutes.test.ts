import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensurePdfTools, opensWithoutPassword, pdfText } from '../../documents/testing/pdfTools.js'
import type { Instrument } from '../../market/Instrument.js'
import { buyAtMarket, fundInvestor, usStockOf } from '../../testing/documentsTesting.js'
import { postForm } from '../../testing/postForm.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const day = '2026-11-23'

const fileOf = (server: TestServer, token: string, id: number) =>
  fetch(`${server.url}/prod-api/user/contractNotes/file.do?id=${id}`, { headers: { USERTOKEN: token } })

/** The last code the sink received for `to` (from the stored message's text). */
const codeMailedTo = (server: TestServer, to: string): string => {
  const record = [...(server.documents.sink?.records() ?? [])].reverse().find((mail) => mail.to === to)
  const text = readFileSync(join(server.config.dataDir, 'mail-sink', record?.file ?? ''), 'utf8')
  return /code is (\d{6})/.exec(text)?.[1] ?? ''
}

describe('contract notes, the investor side (/prod-api/user/contractNotes, /user/documentSettings)', () => {
  let server: TestServer
  let stock: Instrument
  beforeAll(async () => {
    ensurePdfTools()
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z', BOURSE_SMTP_URL: 'sink' })
    stock = usStockOf(server)
    server.market.setPrice(stock.code, Price.of('10.55'), server.clock.now())
  })
  afterAll(() => server.close())

  it('confirms an address by a mailed code, lists and downloads its own notes only, resends to the address', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const other = createTestInvestor(server.db, server.clock.now())
    fundInvestor(server, investor, '100000')
    await buyAtMarket(server, investor, stock, '0')
    const english = { lang: 'en-IN' }

    const bad = await postForm(
      server.url,
      '/user/documentSettings/email.do',
      investor.token,
      { email: 'nope' },
      english,
    )
    expect([bad.status, bad.msg]).toEqual([1, 'Enter an e-mail address such as name@example.com'])
    const asked = await postForm(
      server.url,
      '/user/documentSettings/email.do',
      investor.token,
      {
        email: 'ana@example.invalid',
      },
      english,
    )
    expect([asked.status, asked.msg]).toEqual([0, 'A confirmation code was sent to the new address'])
    const again = await postForm(
      server.url,
      '/user/documentSettings/email.do',
      investor.token,
      {
        email: 'ana@example.invalid',
      },
      english,
    )
    expect([again.status, again.msg]).toEqual([
      1,
      'A code was sent less than a minute ago: wait a moment before asking again',
    ])
    const wrong = await postForm(
      server.url,
      '/user/documentSettings/confirm.do',
      investor.token,
      { code: '000000' },
      english,
    )
    expect(wrong.status).toBe(1)
    const confirmed = await postForm<{ emailConfirmed: boolean; email: string }>(
      server.url,
      '/user/documentSettings/confirm.do',
      investor.token,
      { code: codeMailedTo(server, 'ana@example.invalid') },
    )
    expect([confirmed.status, confirmed.data.emailConfirmed, confirmed.data.email]).toEqual([
      0,
      true,
      'ana@example.invalid',
    ])

    server.documents.runner.request('note', day, 'test')
    await server.documents.runner.runOnce()
    const list = await postForm<{ id: number; date: string; kind: string; delivery: string }[]>(
      server.url,
      '/user/contractNotes/list.do',
      investor.token,
    )
    expect(list.data.map((item) => [item.date, item.kind, item.delivery])).toEqual([[day, 'note', 'sent']])
    const id = list.data[0]?.id as number

    const mine = await fileOf(server, investor.token, id)
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect(mine.headers.get('cache-control')).toBe('no-store')
    expect((await fileOf(server, other.token, id)).status).toBe(404)
    expect((await postForm(server.url, '/user/contractNotes/list.do', other.token)).data).toEqual([])

    const resent = await postForm(server.url, '/user/contractNotes/resend.do', investor.token, { id: String(id) })
    expect(resent.status).toBe(0)
    await server.documents.runner.runOnce()
    const mails = (server.documents.sink?.records() ?? []).filter((mail) => mail.subject.includes('contract note'))
    expect(mails.map((mail) => mail.messageId)).toEqual([
      `<note.${day}.${investor.userId}.0@bourse.invalid>`,
      `<note.${day}.${investor.userId}.1@bourse.invalid>`,
    ])
    const foreign = await postForm(server.url, '/user/contractNotes/resend.do', other.token, { id: String(id) })
    expect(foreign.status).toBe(1)
  })

  it('opens new documents with the password the investor chose; the language of the next ones follows the setting', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fundInvestor(server, investor, '100000')
    await buyAtMarket(server, investor, stock, '1')
    const short = await postForm(server.url, '/user/documentSettings/password.do', investor.token, { password: 'abc' })
    expect(short.status).toBe(1)
    const chosen = await postForm<{ passwordIsPhone: boolean }>(
      server.url,
      '/user/documentSettings/password.do',
      investor.token,
      { password: 'my-notes-2026' },
    )
    expect([chosen.status, chosen.data.passwordIsPhone]).toEqual([0, false])
    await postForm(server.url, '/user/documentSettings/language.do', investor.token, { language: 'zh-CN' })
    server.documents.runner.request('note', day, 'test')
    await server.documents.runner.runOnce()
    const list = await postForm<{ id: number }[]>(server.url, '/user/contractNotes/list.do', investor.token)
    const bytes = Buffer.from(await (await fileOf(server, investor.token, list.data[0]?.id as number)).arrayBuffer())
    const file = join(server.config.dataDir, 'downloaded.pdf')
    await import('node:fs/promises').then((fs) => fs.writeFile(file, bytes))
    expect(opensWithoutPassword(file)).toBe(false)
    expect(pdfText(file, 'my-notes-2026')).toContain('成交确认单')
  })
})
