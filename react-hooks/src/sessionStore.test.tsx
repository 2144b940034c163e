import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAccountStore } from './accountStore.js'
import { type ApiClient, createApiClient } from './apiClient.js'
import { createSessionStore } from './sessionStore.js'
import { demoInvestors, type RunningServer, spawnServer } from './testing/liveServer.js'
import { useAccount } from './useAccount.js'
import { useSession } from './useSession.js'

let server: RunningServer
beforeAll(async () => {
  server = await spawnServer()
}, 60_000)
afterAll(() => server.stop())
beforeEach(() => localStorage.clear())

/** The app's wiring: the client reads the token from the session and tells it when the server says signed out. */
const wire = () => {
  const cookies: (string | undefined)[] = []
  let client: ApiClient | undefined
  const session = createSessionStore({
    storage: localStorage,
    writeCookie: (token) => cookies.push(token),
    client: () => {
      client ??= createApiClient({
        baseUrl: server.url,
        fetch: (input, init) => globalThis.fetch(input, init),
        getToken: () => session.getState().token,
        getLanguage: () => 'en',
        onSignedOut: (msg) => session.getState().signedOut(msg),
      })
      return client
    },
  })
  return { session, cookies }
}

describe('session', () => {
  it('logs in: the token goes to local storage USERTOKEN and the USER_TOKEN cookie writer', async () => {
    const { session, cookies } = wire()
    const { result } = renderHook(() => useSession(session, (s) => s.token))
    expect(result.current).toBeUndefined()
    const outcome = await act(() => session.getState().login(` ${demoInvestors.first} `, 'demo 1234'))
    expect(outcome).toMatchObject({ ok: true })
    expect(result.current).toMatch(/.{16,}/)
    expect(localStorage.getItem('USERTOKEN')).toBe(result.current)
    expect(cookies).toEqual([result.current])
  })

  it('reads the stored token back at start, as after a reload', () => {
    localStorage.setItem('USERTOKEN', 'stored-token-0000000000')
    const { session } = wire()
    expect(session.getState().token).toBe('stored-token-0000000000')
  })

  it("refuses a bad phone with core's words before calling, and a wrong password with the server's msg", async () => {
    const { session } = wire()
    const bad = await session.getState().login('12345', 'demo1234')
    expect(bad).toEqual({ ok: false, failure: { kind: 'invalid', msg: expect.stringMatching(/phone/i) } })
    const wrong = await session.getState().login(demoInvestors.second, 'wrong123')
    expect(wrong.ok).toBe(false)
    if (!wrong.ok) expect(wrong.failure.kind).toBe('refused')
    expect(session.getState().token).toBeUndefined()
    expect(session.getState().submitting).toBe(false)
  })

  it('registers with an invitation code and the fixed code placeholder, then logs in', async () => {
    const { session } = wire()
    const registered = await session.getState().register('9876500001', 'abc123', 'BOURSE')
    expect(registered.ok).toBe(true)
    const again = await session.getState().register('9876500001', 'abc123', 'BOURSE')
    expect(again.ok === false && again.failure.msg).toBe('User has registered, please log in')
    expect((await session.getState().login('9876500001', 'abc123')).ok).toBe(true)
  })

  it('logs out: the server ends the session, the token and cookie are removed', async () => {
    const { session, cookies } = wire()
    await session.getState().login(demoInvestors.first, demoInvestors.password)
    const token = session.getState().token
    await session.getState().logout()
    expect(session.getState().token).toBeUndefined()
    expect(localStorage.getItem('USERTOKEN')).toBeNull()
    expect(cookies.at(-1)).toBeUndefined()
    const stale = createApiClient({
      baseUrl: server.url,
      fetch: (input, init) => globalThis.fetch(input, init),
      getToken: () => token,
      getLanguage: () => 'en',
    })
    const info = await stale.call('/user/getUserInfo.do', {})
    expect(info.ok === false && info.failure.kind).toBe('signedOut')
  })

  it("an answer saying 'Please log in first' drops the token and keeps the message for the /login redirect", async () => {
    localStorage.setItem('USERTOKEN', 'expired-token-000000000')
    const { session } = wire()
    const account = createAccountStore(wireClient(session))
    const { result } = renderHook(() => ({
      token: useSession(session, (s) => s.token),
      expired: useSession(session, (s) => s.expiredMessage),
      user: useAccount(account, (s) => s.user),
    }))
    await act(() => account.getState().loadUser())
    expect(result.current).toEqual({ token: undefined, expired: 'Please log in first', user: undefined })
    expect(localStorage.getItem('USERTOKEN')).toBeNull()
  })
})

describe('account', () => {
  it('loads the signed-in user and the settings', async () => {
    const { session } = wire()
    await session.getState().login(demoInvestors.first, demoInvestors.password)
    const account = createAccountStore(wireClient(session))
    const { result } = renderHook(() => ({
      phone: useAccount(account, (s) => s.user?.phone),
      lever: useAccount(account, (s) => s.settings?.siteLever),
    }))
    await act(async () => {
      await account.getState().loadUser()
      await account.getState().loadSettings()
    })
    expect(result.current).toEqual({ phone: demoInvestors.first, lever: '10/20/30' })
    expect(account.getState().user?.enableAmt.toFixed(2)).toBe('1000000.00')
  })
})

/** The session's own client (created on first use). */
function wireClient(session: ReturnType<typeof wire>['session']): ApiClient {
  return createApiClient({
    baseUrl: server.url,
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken: () => session.getState().token,
    getLanguage: () => 'en',
    onSignedOut: (msg) => session.getState().signedOut(msg),
  })
}
