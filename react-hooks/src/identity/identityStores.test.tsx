// @vitest-environment node
import { SecondFactor } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'
import { createPasswordStore } from '../account/passwordStore.js'
import { createAccountStore } from '../accountStore.js'
import { createStaffClient } from '../staff/staffClient.js'
import { clientOf, type RunningServer, sessionTokenOf, spawnServer } from '../testing/liveServer.js'
import { liveConnectionOf } from '../testing/nodeSocket.js'
import { createBankCardStore } from './bankCardStore.js'
import { createKycStore } from './kycStore.js'

/** A 1×1 PNG, as the web app's compression would hand it over (a data URL). */
const onePixelPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

let server: RunningServer
let client: ReturnType<typeof clientOf>['client']
let sessionToken = ''
const phone = '9876501234'

beforeAll(async () => {
  server = await spawnServer()
  const visitor = clientOf(server)
  const registered = await visitor.client.call('/user/reg.do', {
    phone,
    userPwd: 'first123',
    agentCode: 'BOURSE',
    yzmCode: '1234',
  })
  if (!registered.ok) throw new Error(registered.failure.msg)
  const token = await visitor.client.call('/user/login.do', { phone, userPwd: 'first123' })
  if (!token.ok) throw new Error(token.failure.msg)
  const session = sessionTokenOf(token.data)
  client = clientOf(server, session).client
  sessionToken = session
}, 60_000)
afterAll(() => server.stop())

describe('identity, bank card and password stores against the real server (a new investor)', () => {
  it('refuses a bank card before the real name is approved', async () => {
    const account = createAccountStore(client)
    const card = createBankCardStore(client, account)
    await card.getState().load(false)
    expect(card.getState().bank).toBeNull()
    expect(await card.getState().save(false)).toMatchObject({ ok: false })
  })

  it('uploads front and back, refuses oversize images and waits for uploads, then submits for review', async () => {
    const account = createAccountStore(client)
    const kyc = createKycStore(client, account)
    expect(await kyc.getState().upload('front', { size: 10 * 1024 * 1024 + 1, read: async () => onePixelPng })).toEqual(
      { ok: false, msg: 'The image must not exceed 10 MB' },
    )
    expect(kyc.getState().images.front.status).toBe('empty')
    // while an image is still uploading, submitting waits
    let release: (value: string) => void = () => undefined
    const slow = kyc.getState().upload('third', { size: 100, read: () => new Promise((done) => (release = done)) })
    expect(await kyc.getState().submit()).toEqual({
      ok: false,
      msg: 'Please wait for the image to be uploaded successfully',
    })
    release(onePixelPng)
    expect((await slow).ok).toBe(true)
    kyc.getState().setField('realName', 'Kavya Menon')
    kyc.getState().setField('idNumber', '5678 9012 3456')
    expect(await kyc.getState().submit()).toMatchObject({ ok: false, msg: 'please upload your front id card' })
    for (const slot of ['front', 'back'] as const)
      expect((await kyc.getState().upload(slot, { size: 100, read: async () => onePixelPng })).ok).toBe(true)
    expect(kyc.getState().images.front).toMatchObject({ status: 'uploaded', preview: onePixelPng })
    expect((await kyc.getState().submit()).ok).toBe(true)
    expect(account.getState().user?.isActive).toBe(1)
    expect(account.getState().user?.idCard).toBe('****3456')
  })

  it('a card form open while the real name is under review: the live account channel brings the approval', async () => {
    const live = liveConnectionOf(server, sessionToken)
    live.getState().start()
    const account = createAccountStore(client, { live })
    const card = createBankCardStore(client, account)
    expect((await account.getState().loadUser())?.isActive).toBe(1)
    let staffToken: string | undefined
    const staff = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => staffToken })
    staffToken = await staffTokenOf(server.url, 'support', 'demo-staff-1234', SecondFactor.demoTotpSecret)
    expect((await staff.call('/kyc/approve', { phone })).ok).toBe(true)
    // no read asked for: the socket's kyc change reads the user again
    const deadline = Date.now() + 5_000
    while (account.getState().user?.isActive !== 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(account.getState().user?.isActive).toBe(2)
    for (const [field, value] of [
      ['bankName', 'Axis Bank'],
      ['ifscCode', 'UTIB0000001'],
      ['bankNo', '918273645'],
      ['payeeName', 'Kavya Menon'],
      ['bankAddress', 'MG Road'],
    ] as const)
      card.getState().setField(field, value)
    expect(await card.getState().save(false)).toMatchObject({ ok: true })
    live.getState().stop()
  })

  it('sets the funding password (format, equality, current one once set) and changes the login password', async () => {
    const account = createAccountStore(client)
    const passwords = createPasswordStore(client, account)
    expect(await passwords.getState().setFunding({ old: '', next: 'fund123', confirm: 'fund124' })).toEqual({
      ok: false,
      msg: 'Two passwords are inconsistent',
    })
    expect(await passwords.getState().setFunding({ old: '', next: '', confirm: '' })).toEqual({
      ok: false,
      msg: 'The password cannot be empty',
    })
    expect((await passwords.getState().setFunding({ old: '', next: 'fund123', confirm: 'fund123' })).ok).toBe(true)
    expect(account.getState().user?.hasWithPwd).toBe(true)
    expect(await passwords.getState().setFunding({ old: '', next: 'fund456', confirm: 'fund456' })).toMatchObject({
      ok: false,
    })
    expect(
      (await passwords.getState().changeLogin({ old: 'wrong123', next: 'second12', confirm: 'second12' })).ok,
    ).toBe(false)
    expect(
      (await passwords.getState().changeLogin({ old: 'first123', next: 'second12', confirm: 'second12' })).ok,
    ).toBe(true)
    const again = await clientOf(server).client.call('/user/login.do', { phone, userPwd: 'second12' })
    expect(again.ok).toBe(true)
  })
})
