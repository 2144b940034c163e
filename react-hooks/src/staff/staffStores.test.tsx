import { SecondFactor } from '@bourse/core'
import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'
import { clientOf, demoInvestors, type RunningServer, signIn, spawnServer } from '../testing/liveServer.js'
import { createAccountLookupStore } from './accountLookupStore.js'
import { createReviewQueueStore } from './reviewQueueStore.js'
import { createStaffClient } from './staffClient.js'
import { useStaffStore } from './useStaffStore.js'

// The console's stores against the real server: staff sign in over /staff-api, investors apply over /prod-api.
let server: RunningServer
let support: string
let finance: string

const staffToken = (name: string): Promise<string> =>
  staffTokenOf(server.url, name, 'demo-staff-1234', SecondFactor.demoTotpSecret)

const staffClient = (token: string) =>
  createStaffClient({
    baseUrl: server.url,
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken: () => token,
  })

beforeAll(async () => {
  server = await spawnServer()
  support = await staffToken('support')
  finance = await staffToken('finance')
  for (const [phone, code] of [
    [demoInvestors.first, 'WELCOME1'],
    [demoInvestors.second, 'WELCOME2'],
  ] as const) {
    const { client } = clientOf(server, await signIn(server, phone))
    const applied = await client.call('/user/welfare/apply.do', { code })
    if (!applied.ok) throw new Error(applied.failure.msg)
  }
}, 120_000)
afterAll(() => server.stop())

describe('the account look-up store', { timeout: 60_000 }, () => {
  it('looks an investor up by the typed phone (digits only, 10 at most) and walks the tabs, wrapping', async () => {
    const store = createAccountLookupStore(staffClient(support), { now: () => 1_000 })
    const { result } = renderHook(() => useStaffStore(store, (state) => state.account?.user.phone))
    store.getState().typePhone('90000-00001 9')
    expect(store.getState().phone).toBe('9000000001')
    await act(() => store.getState().search())
    expect(result.current).toBe(demoInvestors.first)
    expect(store.getState()).toMatchObject({ loading: false, error: undefined, loadedAt: 1_000, tab: 'balances' })
    expect(store.getState().account?.balances['stock.available']?.toFixed(2)).toBe('1000000.00')
    store.getState().moveTab(-1)
    expect(store.getState().tab).toBe('sessions')
    store.getState().moveTab(2)
    expect(store.getState().tab).toBe('positions')
    store.getState().close()
    expect(store.getState().account).toBeUndefined()
  })

  it("shows the server's refusal of an unknown phone and of a role without the look-up", async () => {
    const store = createAccountLookupStore(staffClient(support))
    store.getState().typePhone('9876500000')
    await store.getState().search()
    expect(store.getState()).toMatchObject({ account: undefined, error: 'No investor with this phone number' })
    const signedOut = createAccountLookupStore(staffClient('not-a-token'))
    signedOut.getState().typePhone(demoInvestors.first)
    await signedOut.getState().search()
    expect(signedOut.getState().error).toBe('Staff sign-in required')
  })
})

describe('the review queue store', { timeout: 60_000 }, () => {
  it('approves one welfare application, asks a reason before rejecting the other, and reloads the queue', async () => {
    const store = createReviewQueueStore(staffClient(finance))
    await store.getState().moveQueue(-1)
    expect(store.getState().queue).toBe('welfare')
    expect(store.getState().items.map((item) => item.phone)).toEqual([demoInvestors.first, demoInvestors.second])
    await store.getState().approve()
    expect(store.getState().notice).toBe(`approve ${demoInvestors.first}: done`)
    expect(store.getState().items.map((item) => item.phone)).toEqual([demoInvestors.second])
    store.getState().reject()
    expect(store.getState().prompt).toEqual({ action: 'reject', field: 'reason', text: '' })
    await store.getState().submitPrompt()
    expect(store.getState().notice).toBe('a reason is required')
    store.getState().typePrompt('code already used')
    await store.getState().submitPrompt()
    expect(store.getState()).toMatchObject({
      prompt: undefined,
      items: [],
      notice: `reject ${demoInvestors.second}: done`,
    })
  })

  it("lists a setting proposal and shows the server's refusal when its proposer approves it", async () => {
    const admin = await staffToken('admin')
    const proposed = await staffClient(admin).call('/settings/propose', {
      name: 'withFeeSingle',
      value: '4',
      reason: 'bank cost',
    })
    expect(proposed.ok).toBe(true)
    const store = createReviewQueueStore(staffClient(admin))
    await store.getState().moveQueue(-2)
    expect(store.getState().queue).toBe('settingProposals')
    expect(store.getState().items.map((item) => [item.subject, item.value, item.previous])).toEqual([
      ['withFeeSingle', '4', '3'],
    ])
    await store.getState().approve()
    expect(store.getState().notice).toMatch(/^approve \d+: A different admin must approve this proposal$/)
  })

  it("shows the server's refusal when the role may not read a queue", async () => {
    const store = createReviewQueueStore(staffClient(support))
    await store.getState().moveQueue(1)
    expect(store.getState()).toMatchObject({ queue: 'withdrawals', items: [], error: 'Your role may not do this' })
  })
})
