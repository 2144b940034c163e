import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCaptcha } from '../passwords/testing/readCaptcha.js'
import { openRecharge, pressSandbox } from '../testing/fundsTesting.js'
import { postForm } from '../testing/postForm.js'
import { callStaff, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { addInvitationCode } from '../users/invitationCodes.js'
import { capturedLog } from './testing/capturedLog.js'

const log = capturedLog()
let server: TestServer
beforeAll(async () => {
  server = await startTestServer(
    { BOURSE_CLOCK: '2026-11-24T02:00:00Z', BOURSE_LOG_LEVEL: 'trace' },
    {
      logStream: log.stream,
    },
  )
})
afterAll(() => server.close())

const uploadSide = async (token: string): Promise<string> => {
  const photo = await sharp({ create: { width: 8, height: 6, channels: 3, background: 'white' } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('upload_file', new Blob([photo], { type: 'image/jpeg' }), 'side.jpg')
  const response = await fetch(`${server.url}/prod-api/user/upload.do`, {
    method: 'POST',
    headers: { USERTOKEN: token },
    body: form,
  })
  return ((await response.json()) as { data: { url: string } }).data.url
}

/** A GET as the forgot-password screen sends it, keeping the captcha cookie. */
const browser = () => {
  let cookie = ''
  return async <Data>(path: string, query: Record<string, string>) => {
    const response = await fetch(`${server.url}/prod-api${path}?${new URLSearchParams(query)}`, { headers: { cookie } })
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie
    return (await response.json()) as { status: number; data: Data }
  }
}

/** `secret` as a whole token of the text: not inside a longer run of digits or letters (a timestamp, an id). */
const holds = (text: string, secret: string) =>
  new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`).test(text)

describe('the log of a money walk, at trace level', () => {
  it('holds a line for every step and no token, password, code, ID or bank number', async () => {
    const secrets: string[] = []
    const keep = (secret: string) => {
      secrets.push(secret)
      return secret
    }
    // Registration with an invitation code, sign-in.
    addInvitationCode(server.db, keep('WALKCODE'), server.clock.now())
    const phone = '9123400088'
    const password = keep('walk1234')
    const registered = await postForm(server.url, '/user/reg.do', undefined, {
      phone,
      userPwd: password,
      agentCode: 'WALKCODE',
    })
    expect(registered.status).toBe(0)
    const token = keep(
      (await postForm<string>(server.url, '/user/login.do', undefined, { phone, userPwd: password })).data,
    )
    const post = <Data = unknown>(path: string, fields: Record<string, string> = {}) =>
      postForm<Data>(server.url, path, token, fields)

    // Real name with the ID number, approved by support; a bank card; a sandbox recharge.
    const [front, back] = [await uploadSide(token), await uploadSide(token)]
    const idNumber = keep('246813579024')
    expect(
      (await post('/user/auth.do', { realName: 'Meera Iyer', idCard: idNumber, img1key: front, img2key: back })).status,
    ).toBe(0)
    const support = keep(staffToken(server, 'support'))
    expect((await callStaff(server, support, 'POST', '/kyc/approve', { phone })).status).toBe(0)
    const bankNo = keep('918273645')
    const card = {
      bankName: 'Axis Bank',
      bankNo,
      ifscCode: 'UTIB0000001',
      bankAddress: 'MG Road',
      payeeName: 'Meera Iyer',
    }
    expect((await post('/user/bank/add.do', card)).status).toBe(0)
    const opened = await openRecharge(server, token, '3000')
    expect((await pressSandbox(server, opened.data as string, 'paid')).html).toContain('Payment received')

    // A funding password, a withdrawal paid by finance.
    const fundingPassword = keep('fund5678')
    expect((await post('/user/insertWithPwd.do', { withPwd: fundingPassword })).status).toBe(0)
    const withdrawal = await post<{ id: number }>('/user/withdraw/outMoney.do', {
      amt: '1500',
      withPwd: fundingPassword,
    })
    expect(withdrawal.status).toBe(0)
    const finance = keep(staffToken(server, 'finance'))
    expect((await callStaff(server, finance, 'POST', '/withdrawals/pay', { id: withdrawal.data.id })).status).toBe(0)

    // Forgot password: the captcha's text in a query string, the SMS code, the new password.
    const get = browser()
    const captcha = keep(readCaptcha((await get<string>('/code/getCode.do', { time: '1' })).data))
    expect((await get('/code/checkCode.do', { code: captcha })).status).toBe(0)
    expect((await get('/api/sms/sendForgetSms.do', { phoneNum: phone })).status).toBe(0)
    const outbox = await callStaff<{ text: string }[]>(server, support, 'GET', '/sms/outbox', { phone })
    const smsCode = keep(/\b(\d{6})\b/.exec(outbox.data[0]?.text ?? '')?.[1] ?? 'no code')
    const newPassword = keep('walk9876')
    const reset = await postForm(server.url, '/api/user/updatePwd.do', undefined, {
      phoneNum: phone,
      code: smsCode,
      newPwd: newPassword,
    })
    expect(reset.status).toBe(0)

    const messages = log.entries().map((entry) => entry.msg)
    expect(messages).toContain('payment notification')
    expect(messages).toContain('staff action')
    expect(log.entries().filter((entry) => entry.msg === 'request').length).toBeGreaterThan(10)
    const text = log.text()
    expect(secrets.filter((secret) => holds(text, secret))).toEqual([])
  }, 30_000)
})
