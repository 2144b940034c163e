import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCodeAt } from '../../../scripts/testing/totpCodes.js'
import { createAccountStore } from '../accountStore.js'
import { createApiClient } from '../apiClient.js'
import { type BankField, createBankCardStore } from '../identity/bankCardStore.js'
import { createSessionStore } from '../sessionStore.js'
import { clientOf, demoInvestors, type RunningServer, signIn, spawnServer } from '../testing/liveServer.js'
import { createWithdrawStore } from '../wallet/withdrawStore.js'
import { createSecondFactorStore } from './secondFactorStore.js'

let server: RunningServer
beforeAll(async () => {
  server = await spawnServer()
}, 60_000)
afterAll(() => server.stop())

const memory = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A browser that never signed this phone in: no device cookie (Node's fetch keeps none). */
const newBrowser = () => {
  const session = createSessionStore({
    storage: memory(),
    client: () => client,
  })
  const client = createApiClient({
    baseUrl: server.url,
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken: () => session.getState().token,
    getLanguage: () => 'en',
    onSignedOut: (msg) => session.getState().signedOut(msg),
  })
  return session
}

/** Waits for the next 30-second time-step (a code is accepted once). */
const nextStep = () => new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 100))

describe('the second factor against the real server (demo investor)', () => {
  it('turns TOTP on in settings, then a new browser signs in with the code and a withdrawal asks for it', async () => {
    const { client } = clientOf(server, await signIn(server, demoInvestors.second))
    const settings = createSecondFactorStore(client)
    await settings.getState().load()
    expect(settings.getState().status).toEqual({ method: 'none', recoveryCodesLeft: 0 })
    expect(await settings.getState().beginTotp('wrong123')).toMatchObject({ ok: false })
    expect(await settings.getState().beginTotp(demoInvestors.password)).toEqual({ ok: true, msg: '' })
    const enrolment = settings.getState().enrolment
    expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/Bourse:9000000002\?secret=/)
    const on = await settings.getState().confirmTotp(totpCodeAt(enrolment?.secret ?? ''))
    expect(on).toMatchObject({ ok: true, msg: expect.stringContaining('Second factor on') })
    expect(settings.getState().status).toEqual({ method: 'totp', recoveryCodesLeft: 10 })
    const codes = settings.getState().recoveryCodes ?? []
    expect(codes).toHaveLength(10)
    settings.getState().dismissCodes()
    expect(settings.getState().recoveryCodes).toBeUndefined()

    const session = newBrowser()
    const first = await session.getState().login(demoInvestors.second, demoInvestors.password)
    expect(first.ok).toBe(true)
    expect(session.getState().token).toBeUndefined()
    expect(session.getState().secondFactor?.method).toBe('totp')
    expect((await session.getState().confirmSignIn('')).ok).toBe(false)
    const signedIn = await session.getState().confirmSignIn(codes[0] ?? '')
    expect(signedIn.ok).toBe(true)
    expect(session.getState().token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session.getState().secondFactor).toBeUndefined()

    const account = createAccountStore(client)
    const user = await account.getState().loadUser()
    const card = createBankCardStore(client, account)
    await card.getState().load(false)
    const fields = { bankName: 'HDFC Bank', ifscCode: 'HDFC0001234', bankNo: '123456789012', bankAddress: 'Fort' }
    for (const [field, value] of Object.entries(fields)) card.getState().setField(field as BankField, value)
    card.getState().setField('payeeName', user?.realName ?? '')
    expect((await card.getState().save(false)).msg).toMatch(/^Confirm with your second factor/)
    card.getState().setFactorCode(codes[2] ?? '')
    expect(await card.getState().save(false)).toMatchObject({ ok: true })

    const withdraw = createWithdrawStore(client, account)
    await withdraw.getState().loadFactor()
    expect(withdraw.getState().factorMethod).toBe('totp')
    withdraw.getState().setAmount('1000')
    expect(await withdraw.getState().submit()).toMatchObject({
      ok: false,
      msg: 'Confirm with your second factor: the code from your authenticator app, a recovery code or your passkey',
    })
    await nextStep()
    withdraw.getState().setFactorCode(totpCodeAt(enrolment?.secret ?? ''))
    expect(await withdraw.getState().submit()).toMatchObject({ ok: true })

    expect(await settings.getState().disable(codes[1] ?? '')).toMatchObject({ ok: true, msg: 'Second factor off' })
    expect(settings.getState().status?.method).toBe('none')
  }, 90_000)
})
