// @vitest-environment node
import { SecondFactor } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'
import { createStaffClient } from '../staff/staffClient.js'
import { clientOf, demoInvestors, type RunningServer, signIn, spawnServer } from '../testing/liveServer.js'
import { liveConnectionOf } from '../testing/nodeSocket.js'
import { createHelpDeskStore } from './helpDeskStore.js'
import { createHelpUnreadStore } from './helpUnreadStore.js'

let server: RunningServer

beforeAll(async () => {
  server = await spawnServer()
}, 60_000)
afterAll(() => server.stop())

/** A 1×1 PNG, as the image picker would hand it over. */
const onePixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const picked = { size: 68, read: async () => onePixel }

describe('help desk stores against the real server', () => {
  it('checks before sending, files a request with an image, shows the reply as unread until opened, writes back', async () => {
    const investor = clientOf(server, await signIn(server, demoInvestors.first))
    const desk = createHelpDeskStore(investor.client)
    const unread = createHelpUnreadStore(investor.client)

    expect(await desk.getState().create()).toEqual({ ok: false, msg: 'Please choose a topic' })
    desk.getState().setTopic('withdrawal')
    expect(await desk.getState().create()).toEqual({ ok: false, msg: 'Please write your message' })
    desk.getState().setMessage('x'.repeat(2001))
    expect(await desk.getState().create()).toEqual({ ok: false, msg: 'A message may have at most 2000 characters' })

    expect((await desk.getState().attach(picked)).ok).toBe(true)
    expect(desk.getState().draft.images).toHaveLength(1)
    desk.getState().setMessage('When will my withdrawal be paid?')
    const filed = await desk.getState().create()
    expect(filed).toMatchObject({ ok: true, msg: 'Request sent' })
    const id = filed.ok ? filed.id : 0
    expect(desk.getState().draft).toEqual({ topic: undefined, message: '', images: [], linked: undefined })
    expect(desk.getState().thread?.messages[0]?.images).toHaveLength(1)

    let token: string | undefined
    const staff = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => token })
    token = await staffTokenOf(server.url, 'support', 'demo-staff-1234', SecondFactor.demoTotpSecret)
    expect((await staff.call('/tickets/reply', { id, message: 'Finance pays it today.' })).ok).toBe(true)

    await unread.getState().load()
    expect(unread.getState().count).toBe(1)
    await desk.getState().loadList()
    expect(desk.getState().requests?.find((row) => row.id === id)).toMatchObject({ status: 1, unread: true })
    expect(await desk.getState().open(id)).toMatchObject({ ok: true })
    expect(desk.getState().requests?.find((row) => row.id === id)?.unread).toBe(false)
    await unread.getState().load()
    expect(unread.getState().count).toBe(0)

    desk.getState().setMessage('Thank you')
    expect(await desk.getState().write()).toMatchObject({ ok: true, msg: 'Message sent' })
    expect(desk.getState().thread?.messages.map((message) => message.author)).toEqual([
      'investor',
      'support',
      'investor',
    ])
    expect(desk.getState().thread?.request.status).toBe(0)

    expect((await staff.call('/tickets/close', { id })).ok).toBe(true)
    await desk.getState().open(id)
    expect(desk.getState().thread?.request).toMatchObject({ status: 2, canReopen: true })
    expect(await desk.getState().reopen()).toMatchObject({ ok: true, msg: 'Request reopened' })
    expect(desk.getState().thread?.request.status).toBe(0)

    // Another investor sees none of it.
    const other = createHelpDeskStore(clientOf(server, await signIn(server, demoInvestors.second)).client)
    await other.getState().loadList()
    expect(other.getState().requests).toEqual([])
    expect(await other.getState().open(id)).toMatchObject({ ok: false, msg: 'Help request not found' })
  })

  it('lists the records of the kind chosen by their numbers, and the open thread follows the live socket', async () => {
    const token = await signIn(server, demoInvestors.second)
    const investor = clientOf(server, token)
    const card = await investor.client.call('/user/bank/add.do', {
      bankName: 'Axis Bank',
      bankNo: '918273645',
      ifscCode: 'UTIB0000001',
      bankAddress: 'MG Road',
      payeeName: 'Rahul Iyer',
    })
    if (!card.ok) throw new Error(card.failure.msg)
    const withdrawn = await investor.client.call('/user/withdraw/outMoney.do', { amt: '1500' })
    if (!withdrawn.ok) throw new Error(withdrawn.failure.msg)
    const live = liveConnectionOf(server, token)
    live.getState().start()
    const desk = createHelpDeskStore(investor.client, { live })
    await desk.getState().chooseKind('withdrawal')
    const [latest] = desk.getState().choices?.list ?? []
    expect(desk.getState().choices?.kind).toBe('withdrawal')
    expect(latest?.amount?.toFixed(2)).toBe('1500.00')
    desk.getState().setLinked({ kind: 'withdrawal', id: latest?.id ?? '' })
    desk.getState().setTopic('withdrawal')
    desk.getState().setMessage('Where is my withdrawal?')
    const filed = await desk.getState().create()
    expect(filed).toMatchObject({ ok: true })
    const id = filed.ok ? filed.id : 0
    expect(desk.getState().thread?.request.linked).toEqual({ kind: 'withdrawal', id: latest?.id })
    await desk.getState().open(id)

    let staffToken: string | undefined
    const staff = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => staffToken })
    staffToken = await staffTokenOf(server.url, 'support', 'demo-staff-1234', SecondFactor.demoTotpSecret)
    expect((await staff.call('/tickets/reply', { id, message: 'It is on its way.' })).ok).toBe(true)
    // nothing asked: the account channel names the thread, the store reads it again
    const deadline = Date.now() + 5_000
    while (desk.getState().thread?.messages.length !== 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(desk.getState().thread?.messages.map((message) => message.author)).toEqual(['investor', 'support'])
    // once left, a reply is not read (opening marks replies read: the badge must still count it)
    desk.getState().leave()
    expect((await staff.call('/tickets/reply', { id, message: 'Paid.' })).ok).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(desk.getState().thread?.messages).toHaveLength(2)
    live.getState().stop()
  })
})
