import { afterAll, describe, expect, it } from 'vitest'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { availableOf, investorWithCard, openRecharge, pressSandbox } from '../../testing/fundsTesting.js'
import { postForm } from '../../testing/postForm.js'
import { callStaff, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'

let server: TestServer
afterAll(() => server.close())

describe('money in and out, over real HTTP', () => {
  it('recharges through the sandbox, transfers, sets a funding password, withdraws, cancels, withdraws again and is paid by finance', async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
    const investor = await investorWithCard(server)
    const { token } = investor

    // Recharge 5,000: the answer is the sandbox page; the page says it is a sandbox and shows the amount.
    const opened = await openRecharge(server, token, '5000')
    expect(opened.status).toBe(0)
    expect(opened.data).toMatch(/^\/sandbox-pay\/R\d{14}[0-9a-f]{16}$/)
    const shown = await fetch(`${server.url}${opened.data}`)
    // The /pay screen frames the page: same origin only, and no script runs on it.
    expect(shown.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(shown.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    const page = await shown.text()
    expect(page).toContain('This is a sandbox')
    expect(page).toContain('5,000.00')
    expect(page).toContain('value="paid"')
    const paid = await pressSandbox(server, opened.data as string, 'paid')
    expect(paid.html).toContain('Payment received')
    expect(await availableOf(server, token)).toEqual({ stock: '5000.00', index: '0.00', futures: '0.00' })
    const records = await postForm<{ list: { orderStatus: number; payAmount: string }[] }>(
      server.url,
      '/user/recharge/list.do',
      token,
    )
    expect(records.data.list).toMatchObject([{ orderStatus: 1, payAmount: '5000.00' }])

    // Transfer 1,000 to the index account (type 1).
    expect((await postForm(server.url, '/user/transAmt.do', token, { amt: '1000', type: '1' })).status).toBe(0)
    expect(await availableOf(server, token)).toEqual({ stock: '4000.00', index: '1000.00', futures: '0.00' })

    // Set a funding password: from now on every withdrawal asks for it.
    const setPwd = await postForm(server.url, '/user/insertWithPwd.do', token, { withPwd: 'fund1234' })
    expect(setPwd.status).toBe(0)
    const unasked = await postForm(server.url, '/user/withdraw/outMoney.do', token, { amt: '1234.56' })
    expect(unasked).toMatchObject({ status: 1, msg: 'The funding password is incorrect' })

    // Withdraw 1,234.56: fee round2(3 + 1234.56 × 0.008) = 12.88; the whole amount leaves available at once.
    const first = await postForm<{ id: number; withFee: string; withStatus: number; bankNo: string }>(
      server.url,
      '/user/withdraw/outMoney.do',
      token,
      { amt: '1234.56', withPwd: 'fund1234' },
    )
    expect(first).toMatchObject({ status: 0, msg: 'Withdrawal requested: it is now under review' })
    expect(first.data).toMatchObject({ withFee: '12.88', withStatus: 0, bankNo: '****9012' })
    expect((await availableOf(server, token)).stock).toBe('2765.44')

    // Cancel it: refunded in full.
    const cancelled = await postForm(server.url, '/user/withdraw/cancel.do', token, { withId: String(first.data.id) })
    expect(cancelled).toMatchObject({ status: 0, data: { withStatus: 3 } })
    expect((await availableOf(server, token)).stock).toBe('4000.00')

    // Withdraw 2,000 (fee 3 + 16 = 19.00) and finance pays it.
    const second = await postForm<{ id: number }>(server.url, '/user/withdraw/outMoney.do', token, {
      amt: '2000',
      withPwd: 'fund1234',
    })
    expect(second.status).toBe(0)
    const finance = staffToken(server, 'finance')
    const queue = await callStaff<{ id: number; received: string }[]>(server, finance, 'GET', '/withdrawals/queue')
    expect(queue.data).toMatchObject([{ id: second.data.id, received: '1981.00' }])
    const payout = await callStaff(server, finance, 'POST', '/withdrawals/pay', { id: second.data.id })
    expect(payout).toMatchObject({ status: 0, data: { status: 1, settledBy: expect.stringMatching(/^staff:/) } })
    expect((await availableOf(server, token)).stock).toBe('2000.00')

    const list = await postForm<{ list: { withStatus: number }[] }>(server.url, '/user/withdraw/list.do', token)
    const inbox = await postForm<{ list: { content: string }[] }>(server.url, '/user/cash/getMessagelist.do', token)
    expect(inbox.data.list.map((message) => message.content)).toEqual([
      'Withdrawal paid: 1,981.00 (fee 19.00) was sent to your bank card ****9012',
      'Recharge received: 5,000.00 was credited to your stock account',
    ])
    expect(list.data.list.map((row) => row.withStatus)).toEqual([1, 3])

    // The fund flow, newest first, in the caller's language.
    const flow = await postForm<{ list: { deSummary: string; deAmt: string }[]; total: number }>(
      server.url,
      '/user/cash/list.do',
      token,
      {},
      { lang: 'en' },
    )
    expect(flow.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({ deSummary: 'Withdrawal fee', deAmt: '-19.00' }),
      expect.objectContaining({ deSummary: 'Withdrawal', deAmt: '-1981.00' }),
    ])
    expect(flow.data.list.at(-1)).toMatchObject({ deSummary: 'Recharge', deAmt: '5000.00' })
    expect(flow.data.total).toBe(9)
    expectJournalReplays(server.db)
  }, 30_000)
})
