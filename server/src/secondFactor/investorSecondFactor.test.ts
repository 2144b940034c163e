import { Money } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCodeAt } from '../../../scripts/testing/totpCodes.js'
import { executeCommand } from '../accounts/executeCommand.js'
import { investorWithCard } from '../testing/fundsTesting.js'
import { postForm, type Reply } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import type { TestInvestor } from '../users/testInvestor.js'

// A weekday morning in Shanghai, inside the withdrawal window.
const clock = '2026-11-23T02:00:10Z'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
})
afterAll(() => server.close())

/** Moves the frozen clock on by whole 30-second time-steps (each code is accepted once). */
const steps = (count = 1) => server.clock.set(server.clock.now() + count * 30_000)

/** A sign-in from a browser that never signed this phone in (no device cookie); answers the envelope and its cookies. */
const signInFresh = async (phone: string, password: string, cookie?: string) => {
  const response = await fetch(`${server.url}/prod-api/user/login.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ phone, userPwd: password }).toString(),
  })
  const device = response.headers.getSetCookie().find((line) => line.startsWith('BOURSE_DEVICE='))
  return { reply: (await response.json()) as Reply<unknown>, device: device?.split(';')[0] }
}

const secondStep = async (fields: Record<string, string>) => {
  const response = await fetch(`${server.url}/prod-api/user/login/secondFactor.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const device = response.headers.getSetCookie().find((line) => line.startsWith('BOURSE_DEVICE='))
  return { reply: (await response.json()) as Reply<unknown>, device: device?.split(';')[0] }
}

const fund = (investor: TestInvestor) =>
  executeCommand(
    server.db,
    investor.userId,
    { type: 'creditDeposit', id: `fund-${investor.phone}`, rechargeId: 'test', amount: Money.of('5000.00') },
    server.clock.now(),
  )

/** Turns TOTP on over HTTP; answers the secret and the recovery codes. */
const enableTotp = async (investor: TestInvestor) => {
  const begun = await postForm<{ secret: string; uri: string }>(
    server.url,
    '/user/factor/totp/begin.do',
    investor.token,
    {
      userPwd: investor.password,
    },
  )
  expect(begun.status).toBe(0)
  expect(begun.data.uri).toBe(`otpauth://totp/Bourse:${investor.phone}?secret=${begun.data.secret}&issuer=Bourse`)
  const confirmed = await postForm<{ codes: string[] }>(server.url, '/user/factor/totp/confirm.do', investor.token, {
    factorCode: totpCodeAt(begun.data.secret, server.clock.now()),
  })
  expect(confirmed).toMatchObject({ status: 0, msg: expect.stringContaining('Second factor on') })
  expect(confirmed.data.codes).toHaveLength(10)
  steps()
  return { secret: begun.data.secret, recoveryCodes: confirmed.data.codes }
}

describe("an investor's TOTP (DECISIONS §28)", () => {
  it('turns on only with the login password and the first right code, and shows the status', async () => {
    const investor = await investorWithCard(server)
    const status = () => postForm(server.url, '/user/factor/status.do', investor.token)
    expect((await status()).data).toEqual({ method: 'none', recoveryCodesLeft: 0 })
    const wrongPassword = await postForm(server.url, '/user/factor/totp/begin.do', investor.token, {
      userPwd: 'wrong1234',
    })
    expect(wrongPassword.status).toBe(1)
    const begun = await postForm<{ secret: string }>(server.url, '/user/factor/totp/begin.do', investor.token, {
      userPwd: investor.password,
    })
    const wrongCode = totpCodeAt(begun.data.secret, server.clock.now() + 5 * 60_000)
    const refused = await postForm(server.url, '/user/factor/totp/confirm.do', investor.token, {
      factorCode: wrongCode,
    })
    expect(refused.msg).toMatch(/^Wrong, expired or already used code/)
    expect((await status()).data).toEqual({ method: 'none', recoveryCodesLeft: 0 })
    const confirmed = await postForm(server.url, '/user/factor/totp/confirm.do', investor.token, {
      factorCode: totpCodeAt(begun.data.secret, server.clock.now()),
    })
    expect(confirmed.status).toBe(0)
    expect((await status()).data).toEqual({ method: 'totp', recoveryCodesLeft: 10 })
    steps()
  })

  it('asks a new browser for the code after the password; a trusted browser signs in with the password alone', async () => {
    const investor = await investorWithCard(server)
    const { secret } = await enableTotp(investor)
    const first = await signInFresh(investor.phone, investor.password)
    const due = first.reply.data as { secondFactor: { ticket: string; method: string } }
    expect(first.reply.msg).toBe('Password correct: now confirm it is you with your second factor')
    expect(due.secondFactor.method).toBe('totp')
    expect(first.device).toBeUndefined()
    // No code, a wrong code, a made-up ticket: no session.
    expect((await secondStep({ ticket: due.secondFactor.ticket })).reply.status).toBe(1)
    const wrong = await secondStep({ ticket: due.secondFactor.ticket, factorCode: '000000' })
    expect(wrong.reply.msg).toMatch(/^Wrong, expired or already used code \(\d attempts left\)$/)
    const forged = await secondStep({ ticket: 'A'.repeat(43), factorCode: totpCodeAt(secret, server.clock.now()) })
    expect(forged.reply.msg).toBe('This sign-in waited too long for its second factor: log in again')
    const right = await secondStep({
      ticket: due.secondFactor.ticket,
      factorCode: totpCodeAt(secret, server.clock.now()),
    })
    expect(right.reply.status).toBe(0)
    expect(right.reply.data).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(right.device).toBeDefined()
    // The ticket was used up.
    steps()
    const again = await secondStep({
      ticket: due.secondFactor.ticket,
      factorCode: totpCodeAt(secret, server.clock.now()),
    })
    expect(again.reply.status).toBe(1)
    // The browser now holds the device cookie: the password alone signs in there.
    const trusted = await signInFresh(investor.phone, investor.password, right.device)
    expect(trusted.reply.status).toBe(0)
    expect(typeof trusted.reply.data).toBe('string')
  })

  it('refuses an old or a reused code at sign-in, and counts wrong codes toward the phone lock', async () => {
    const investor = await investorWithCard(server)
    const { secret } = await enableTotp(investor)
    const ticket = async () =>
      ((await signInFresh(investor.phone, investor.password)).reply.data as { secondFactor: { ticket: string } })
        .secondFactor.ticket
    const old = totpCodeAt(secret, server.clock.now() - 2 * 30_000)
    expect((await secondStep({ ticket: await ticket(), factorCode: old })).reply.status).toBe(1)
    const code = totpCodeAt(secret, server.clock.now())
    expect((await secondStep({ ticket: await ticket(), factorCode: code })).reply.status).toBe(0)
    const reused = await secondStep({ ticket: await ticket(), factorCode: code })
    expect(reused.reply.msg).toMatch(/^Wrong, expired or already used code/)
    // Each password counts until its factor passes, and each wrong code counts: the phone locks.
    const left = await secondStep({ ticket: await ticket(), factorCode: '111111' })
    expect(left.reply.msg).toBe('Wrong, expired or already used code (1 attempts left)')
    await ticket()
    const locked = await signInFresh(investor.phone, investor.password)
    expect(locked.reply.msg).toMatch(/locked/)
  })

  it('asks for the code to withdraw, to change the bank card and the funding password; recovery codes work once', async () => {
    const investor = await investorWithCard(server)
    fund(investor)
    const { secret, recoveryCodes } = await enableTotp(investor)
    const withdraw = (fields: Record<string, string>) =>
      postForm(server.url, '/user/withdraw/outMoney.do', investor.token, { amt: '1000', ...fields })
    expect((await withdraw({})).msg).toBe(
      'Confirm with your second factor: the code from your authenticator app, a recovery code or your passkey',
    )
    expect((await withdraw({ factorCode: '000000' })).status).toBe(1)
    const paid = await withdraw({ factorCode: totpCodeAt(secret, server.clock.now()) })
    expect(paid.status).toBe(0)
    expect((await withdraw({ factorCode: totpCodeAt(secret, server.clock.now()) })).status).toBe(1)
    const [first, second] = recoveryCodes
    expect((await withdraw({ factorCode: first ?? '' })).status).toBe(0)
    expect((await withdraw({ factorCode: first ?? '' })).status).toBe(1)
    expect((await postForm(server.url, '/user/factor/status.do', investor.token)).data).toEqual({
      method: 'totp',
      recoveryCodesLeft: 9,
    })

    const card = {
      bankName: 'HDFC Bank',
      bankNo: '999988887777',
      ifscCode: 'HDFC0001234',
      bankAddress: 'Fort branch',
      payeeName: 'Test Investor',
    }
    // Two withdrawals are under review: settle them by cancelling, then the card may change.
    const list = await postForm<{ list: { id: number }[] }>(server.url, '/user/withdraw/list.do', investor.token, {
      withStatus: '0',
    })
    for (const row of list.data.list)
      await postForm(server.url, '/user/withdraw/cancel.do', investor.token, { withId: String(row.id) })
    expect((await postForm(server.url, '/user/bank/update.do', investor.token, card)).status).toBe(1)
    const changed = await postForm(server.url, '/user/bank/update.do', investor.token, {
      ...card,
      factorCode: second ?? '',
    })
    expect(changed).toMatchObject({ status: 0, data: { bankNo: '****7777' } })

    expect((await postForm(server.url, '/user/insertWithPwd.do', investor.token, { withPwd: 'fund1234' })).status).toBe(
      1,
    )
    steps()
    const set = await postForm(server.url, '/user/insertWithPwd.do', investor.token, {
      withPwd: 'fund1234',
      factorCode: totpCodeAt(secret, server.clock.now()),
    })
    expect(set.status).toBe(0)
  })

  it('turns off only with the factor, after which nothing more is asked', async () => {
    const investor = await investorWithCard(server)
    const { secret } = await enableTotp(investor)
    expect((await postForm(server.url, '/user/factor/disable.do', investor.token)).status).toBe(1)
    const off = await postForm(server.url, '/user/factor/disable.do', investor.token, {
      factorCode: totpCodeAt(secret, server.clock.now()),
    })
    expect(off).toMatchObject({ status: 0, msg: 'Second factor off' })
    expect(typeof (await signInFresh(investor.phone, investor.password)).reply.data).toBe('string')
    expect(
      server.db.prepare('SELECT COUNT(*) AS n FROM recovery_codes WHERE holder = ?').get(`user:${investor.userId}`),
    ).toEqual({
      n: 0,
    })
  })
})
