import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { availableOf, openRecharge, pressSandbox } from '../../testing/fundsTesting.js'
import { postForm } from '../../testing/postForm.js'
import { callStaff, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { addInvitationCode } from '../../users/invitationCodes.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
})
afterAll(() => server.close())

/** Uploads a photo of an ID side as the app does (multipart `upload_file`); answers the key. */
const uploadSide = async (token: string, shade: number): Promise<string> => {
  const photo = await sharp({ create: { width: 32, height: 20, channels: 3, background: { r: shade, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('upload_file', new Blob([photo], { type: 'image/jpeg' }), 'side.jpg')
  const reply = (await (
    await fetch(`${server.url}/prod-api/user/upload.do`, { method: 'POST', headers: { USERTOKEN: token }, body: form })
  ).json()) as { status: number; data: { url: string } }
  expect(reply.status).toBe(0)
  return reply.data.url
}

describe('a new investor, from registration to a paid withdrawal, over real HTTP', () => {
  it('registers, verifies the real name, binds a card, recharges, transfers, withdraws, cancels and is paid', async () => {
    // Registration and sign-in.
    addInvitationCode(server.db, 'JOURNEY', server.clock.now())
    const phone = '9123400077'
    expect(
      (await postForm(server.url, '/user/reg.do', undefined, { phone, userPwd: 'start123', agentCode: 'JOURNEY' }))
        .status,
    ).toBe(0)
    const token = (await postForm<string>(server.url, '/user/login.do', undefined, { phone, userPwd: 'start123' })).data
    const post = <Data = unknown>(path: string, fields: Record<string, string> = {}) =>
      postForm<Data>(server.url, path, token, fields)

    // Nothing moves before the real name: no card, no withdrawal.
    expect(
      (
        await post('/user/bank/add.do', {
          bankName: 'Axis Bank',
          bankNo: '918273645',
          ifscCode: 'UTIB0000001',
          bankAddress: 'MG Road',
          payeeName: 'Meera Iyer',
        })
      ).msg,
    ).toBe('Please authenticate first')

    // Real name: both sides uploaded, the form submitted, support approves.
    const [front, back] = [await uploadSide(token, 200), await uploadSide(token, 120)]
    expect(
      (await post('/user/auth.do', { realName: 'Meera Iyer', idCard: '246813579024', img1key: front, img2key: back }))
        .status,
    ).toBe(0)
    const support = staffToken(server, 'support')
    expect((await callStaff(server, support, 'POST', '/kyc/approve', { phone })).status).toBe(0)
    expect((await post<{ isActive: number }>('/user/getUserInfo.do')).data.isActive).toBe(2)

    // Bank card in the approved name.
    const card = await post('/user/bank/add.do', {
      bankName: 'Axis Bank',
      bankNo: '918273645',
      ifscCode: 'UTIB0000001',
      bankAddress: 'MG Road',
      payeeName: 'MEERA IYER',
    })
    expect(card).toMatchObject({ status: 0, data: { bankNo: '****3645', payeeName: 'Meera Iyer' } })

    // Recharge 3,000 through the sandbox, move 500 to the futures account (type 3).
    const opened = await openRecharge(server, token, '3000')
    expect((await pressSandbox(server, opened.data as string, 'paid')).html).toContain('Payment received')
    expect((await post('/user/transAmt.do', { amt: '500', type: '3' })).status).toBe(0)
    expect(await availableOf(server, token)).toEqual({ stock: '2500.00', index: '0.00', futures: '500.00' })

    // Funding password, a withdrawal cancelled, another paid by finance.
    expect((await post('/user/insertWithPwd.do', { withPwd: 'money777' })).status).toBe(0)
    const first = await post<{ id: number }>('/user/withdraw/outMoney.do', { amt: '1500', withPwd: 'money777' })
    expect(first).toMatchObject({ status: 0, data: { bankNo: '****3645' } })
    // The card cannot change while that withdrawal waits.
    expect((await callStaff(server, support, 'POST', '/bank/reset', { phone, reason: 'asked by phone' })).status).toBe(
      1,
    )
    expect((await post('/user/withdraw/cancel.do', { withId: String(first.data.id) })).status).toBe(0)
    expect((await availableOf(server, token)).stock).toBe('2500.00')
    const second = await post<{ id: number }>('/user/withdraw/outMoney.do', { amt: '1000', withPwd: 'money777' })
    expect(second.status).toBe(0)
    const finance = staffToken(server, 'finance')
    expect((await callStaff(server, finance, 'POST', '/withdrawals/pay', { id: second.data.id })).status).toBe(0)
    // 1,000 left the stock account: the user received 1,000 − (3 + 8) = 989 on the card ending 3645.
    expect((await availableOf(server, token)).stock).toBe('1500.00')

    // Support's whole-account view: identity section masked; the full card number appears nowhere.
    const lookup = await callStaff<{ sections: { identity: unknown } }>(server, support, 'GET', '/users/lookup', {
      phone,
    })
    expect(lookup.data.sections.identity).toMatchObject({
      kyc: { isActive: 2, idCard: '****9024' },
      bankCard: { bankNo: '****3645' },
    })
    expect(JSON.stringify(lookup)).not.toContain('918273645')
    expectJournalReplays(server.db)
  })
})
