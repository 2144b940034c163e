import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from './apiClient.js'
import { createMutation } from './createMutation.js'
import { clientOf, demoInvestors, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'

let server: RunningServer
beforeAll(async () => {
  server = await spawnServer()
}, 60_000)
afterAll(() => server.stop())

describe('apiClient against the real server', () => {
  it('decodes data with the endpoint schema: settings rates become exact decimals', async () => {
    const { client } = clientOf(server)
    const result = await client.call('/api/admin/getSetting.do', {})
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.siteLever).toBe('10/20/30')
    expect(result.data.buyFee.toFixed()).toBe('0.0003')
    expect(result.data.buyMinAmt.toFixed(2)).toBe('10.00')
  })

  it('sends GET calls as a query string and POST calls form-encoded', async () => {
    const { client } = clientOf(server)
    const page = await client.call('/api/stock/getStock.do', { pageNum: '1', pageSize: '3', stockType: 'us' })
    expect(page.ok && page.data.list.length).toBe(3)
    expect(page.ok && page.data.list.every((row) => row.stockType === 'us')).toBe(true)
    const single = await client.call('/api/stock/getSingleStock.do', {
      code: page.ok ? (page.data.list[0]?.code ?? '') : '',
    })
    expect(single.ok).toBe(true)
  })

  it('turns a status ≠ 0 into a refused failure carrying the server msg, in the chosen language', async () => {
    const test = clientOf(server)
    const result = await test.client.call('/user/login.do', { phone: demoInvestors.first, userPwd: 'wrong99' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.failure.kind).toBe('refused')
    expect(result.failure.msg).toMatch(/password/i)
  })

  it("drops the token and tells the session when the msg contains 'Please log in first'", async () => {
    const test = clientOf(server, 'not-a-real-token-000000')
    const result = await test.client.call('/user/getUserInfo.do', {})
    expect(result).toEqual({ ok: false, failure: { kind: 'signedOut', msg: 'Please log in first' } })
    expect(test.signedOutCalls).toEqual(['Please log in first'])
    expect(test.token).toBeUndefined()
  })

  it('still recognises the signed-out answer in Chinese (core keeps the English phrase)', async () => {
    const test = clientOf(server)
    test.language = 'zh-CN'
    const result = await test.client.call('/user/getUserInfo.do', {})
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.failure).toEqual({ kind: 'signedOut', msg: '请先登录 (Please log in first)' })
  })

  it('sends the token as USERTOKEN: the signed-in user gets their info', async () => {
    const test = clientOf(server, await signIn(server))
    const result = await test.client.call('/user/getUserInfo.do', {})
    expect(result.ok && result.data.phone).toBe(demoInvestors.first)
    expect(result.ok && result.data.isActive).toBe(2)
  })

  it('sends the token once: USERTOKEN on ordinary calls, usertoken on chart calls, with the lang header', async () => {
    const token = await signIn(server)
    const sent: string[] = []
    const client = createApiClient({
      baseUrl: server.url,
      fetch: (input, init) => {
        const headers = Object.entries(init?.headers ?? {}) as [string, string][]
        sent.push(headers.map(([name, value]) => `${name}=${value === token ? 'token' : value}`).join(' '))
        return globalThis.fetch(input, init)
      },
      getToken: () => token,
      getLanguage: () => 'en',
    })
    expect((await client.call('/user/getUserInfo.do', {})).ok).toBe(true)
    expect((await client.call('/api/stock/realtime/tick.do', { market: 'sh', code: '600269', interval: '5' })).ok).toBe(
      true,
    )
    expect(sent).toEqual([
      'lang=en-IN USERTOKEN=token Content-Type=application/x-www-form-urlencoded',
      'lang=en-IN usertoken=token',
    ])
  })

  it('refuses locally, in core words, a payload the server schema would refuse, without calling', async () => {
    const calls: string[] = []
    const client = createApiClient({
      baseUrl: server.url,
      fetch: (input, init) => {
        calls.push(String(input))
        return globalThis.fetch(input, init)
      },
      getToken: () => undefined,
      getLanguage: () => 'en',
    })
    const result = await client.call('/api/stock/getSingleStock.do', { code: 'no spaces!' })
    expect(result).toEqual({ ok: false, failure: { kind: 'invalid', msg: 'code is invalid' } })
    expect(calls).toEqual([])
  })

  it('answers a quiet network failure instead of throwing when nothing listens', async () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: (input, init) => globalThis.fetch(input, init),
      getToken: () => undefined,
      getLanguage: () => 'en',
    })
    const result = await client.call('/api/admin/getSetting.do', {})
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.failure.kind).toBe('network')
  })
})

describe('createMutation', () => {
  it('blocks a double submit and sends an Idempotency-Key, reused only when retrying after a network failure', async () => {
    const keys: (string | null)[] = []
    let offline = true
    const token = await signIn(server)
    let counter = 0
    const client = createApiClient({
      baseUrl: server.url,
      fetch: (input, init) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'))
        return offline ? Promise.reject(new TypeError('offline')) : globalThis.fetch(input, init)
      },
      getToken: () => token,
      getLanguage: () => 'en',
      newKey: () => `key-${++counter}`,
    })
    const change = createMutation(client, '/user/updatePwd.do')
    const payload = { oldPwd: demoInvestors.password, newPwd: demoInvestors.password }
    const first = change.run(payload)
    const second = await change.run(payload)
    expect(second).toEqual({ ok: false, failure: { kind: 'busy', msg: '' } })
    expect((await first).ok).toBe(false)
    offline = false
    const retried = await change.run(payload)
    expect(retried.ok).toBe(true)
    const next = await change.run(payload)
    expect(next.ok).toBe(true)
    expect(keys).toEqual(['key-1', 'key-1', 'key-2'])
  })
})
