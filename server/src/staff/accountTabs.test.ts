import { type Command, Money, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { postForm } from '../testing/postForm.js'
import { callStaff, rolesOutside, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

// Monday 2026-11-23 10:00 in Shanghai (a trading day).
const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)
const day = 24 * 60 * 60 * 1000

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
})
afterAll(() => server.close())

const run = (userId: number, command: Command, at = now) => {
  const decision = executeCommand(server.db, userId, command, at)
  if (!decision.ok) throw new Error(decision.error.key)
}

const funded = () => {
  const investor = createTestInvestor(server.db, now)
  run(investor.userId, { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of(100_000) })
  const settings = { indexDisplay: true, futuresDisplay: true }
  run(investor.userId, { type: 'transferFunds', id: 't', transferType: 1, amount: Money.of(50_000), settings })
  return investor
}

const setPrice = (code: string, price: string) => server.market.setPrice(code, Price.of(price), server.clock.now())

describe("the console's account tabs over the staff API (issue 22)", () => {
  it('the look-up carries closed stock and index positions with open/close price, realised P&L and charges', async () => {
    const investor = funded()
    const stock =
      server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ?? expect.fail()
    setPrice(stock.code, '10.00')
    const bought = await postForm<{ positionSn: string }>(server.url, '/user/buy.do', investor.token, {
      stockId: String(stock.id),
      buyNum: '100',
      buyType: '0',
      lever: '10',
    })
    expect(bought.status, bought.msg).toBe(0)
    setPrice(stock.code, '11.00')
    expect((await postForm(server.url, '/user/sell.do', investor.token, bought.data)).status).toBe(0)
    setPrice('000001', '3100.00')
    const index = await postForm<{ positionSn: string }>(server.url, '/user/buyIndex.do', investor.token, {
      indexId: String(server.market.instrument('000001')?.id),
      buyNum: '2',
      buyType: '0',
      lever: '10',
    })
    expect(index.status, index.msg).toBe(0)
    setPrice('000001', '3150.00')
    expect((await postForm(server.url, '/user/sellIndex.do', investor.token, index.data)).status).toBe(0)

    const lookup = await callStaff<{ sections: { closedPositions: unknown[] } }>(
      server,
      staffToken(server, 'auditor'),
      'GET',
      '/users/lookup',
      { phone: investor.phone },
    )
    expect(lookup.status, lookup.msg).toBe(0)
    const common = { direction: 'long', closedAt: now }
    // Stock: (11.00 − 10.00) × 100 = 100.00; buy fee 0.30, stamp duty 1.00, spread 0.50, sell fee 0.33 = 2.13.
    // Index: (3 150 − 3 100) × 1.00 × 2 = 100.00; the opening fee 10.00 × 2 = 20.00.
    expect(lookup.data.sections.closedPositions).toEqual(
      expect.arrayContaining([
        {
          ...common,
          positionSn: bought.data.positionSn,
          account: 'stock',
          code: stock.code,
          name: stock.name,
          quantity: '100',
          openPrice: '10.00',
          closePrice: '11.00',
          profitAndLoss: '100.00',
          charges: '2.13',
          chargeItems: [
            { name: 'buyFee', amount: '0.30' },
            { name: 'stampDuty', amount: '1.00' },
            { name: 'spread', amount: '0.50' },
            { name: 'sellFee', amount: '0.33' },
            { name: 'stayFees', amount: '0.00' },
          ],
          reason: 'owner',
        },
        {
          ...common,
          positionSn: index.data.positionSn,
          account: 'index',
          code: '000001',
          name: expect.any(String),
          quantity: '2',
          openPrice: '3100.00',
          closePrice: '3150.00',
          profitAndLoss: '100.00',
          charges: '20.00',
          chargeItems: [{ name: 'openingFee', amount: '20.00' }],
          reason: 'owner',
        },
      ]),
    )
    expect(lookup.data.sections.closedPositions).toHaveLength(2)
  })

  it('the fund flow between two days: exact decimal text, reversed days refused, part of the look-up in the trail', async () => {
    const investor = createTestInvestor(server.db, now)
    run(investor.userId, { type: 'creditDeposit', id: 'a', rechargeId: 'ra', amount: Money.of('1234.5') }, now - day)
    run(investor.userId, { type: 'creditDeposit', id: 'b', rechargeId: 'rb', amount: Money.of('200') }, now)
    const support = staffToken(server, 'support')
    const flow = (days: Record<string, string>) =>
      callStaff<{ rows: { amount: string; balanceAfter: string; at: number }[]; more: boolean }>(
        server,
        support,
        'GET',
        '/users/fundFlow',
        { phone: investor.phone, ...days },
      )
    const trail = () =>
      server.db
        .prepare("SELECT route FROM staff_audit WHERE investor = ? AND outcome = 'ok' ORDER BY id")
        .all(investor.phone)

    expect((await callStaff(server, support, 'GET', '/users/lookup', { phone: investor.phone })).status).toBe(0)
    const all = await flow({})
    expect(all.data.more).toBe(false)
    expect(all.data.rows.map((row) => [row.amount, row.balanceAfter])).toEqual([
      ['200.00', '1434.50'],
      ['1234.50', '1234.50'],
    ])
    expect((await flow({ from: '2026-11-22', to: '2026-11-22' })).data.rows.map((row) => row.at)).toEqual([now - day])
    expect((await flow({ from: '2026-11-23' })).data.rows.map((row) => row.at)).toEqual([now])
    expect((await flow({ to: '2026-11-21' })).data.rows).toEqual([])
    // Read within the look-up of the same account, the fund flow is that look-up: one trail row.
    expect(trail()).toEqual([{ route: '/staff-api/users/lookup' }])

    const reversed = await flow({ from: '2026-11-23', to: '2026-11-22' })
    expect([reversed.status, reversed.msg]).toEqual([1, 'The first day comes after the last day'])
    const ahead = await flow({ from: '2026-11-24' })
    expect([ahead.status, ahead.msg]).toEqual([
      1,
      'The first day 2026-11-24 has not come yet (today is 2026-11-23, UTC)',
    ])
    expect((await flow({ from: '2026-13-01' })).httpStatus).toBe(400)
  })

  it("lists an investor's sessions with device and masked address; support ends one, audited, others stay", async () => {
    const investor = createTestInvestor(server.db, now)
    const signIn = async (agent: string) => {
      const login = await postForm<string>(
        server.url,
        '/user/login.do',
        undefined,
        {
          phone: investor.phone,
          userPwd: investor.password,
        },
        { 'user-agent': agent },
      )
      expect(login.status, login.msg).toBe(0)
      return login.data
    }
    const phoneToken = await signIn('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)')
    const laptopToken = await signIn('Mozilla/5.0 (X11; Linux x86_64)')
    const support = staffToken(server, 'support')
    const listed = await callStaff<{ id: number; device: string; address: string; active: boolean }[]>(
      server,
      support,
      'GET',
      '/users/sessions',
      { phone: investor.phone },
    )
    expect(listed.data.map(({ device, address, active }) => ({ device, address, active }))).toEqual([
      { device: 'Mozilla/5.0 (X11; Linux x86_64)', address: '127.0.0.x', active: true },
      { device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)', address: '127.0.0.x', active: true },
      { device: '', address: '', active: true },
    ])
    const phoneSession = listed.data[1]?.id ?? expect.fail()

    const other = createTestInvestor(server.db, now)
    const foreign = await callStaff(server, support, 'POST', '/users/signOutSession', {
      phone: other.phone,
      session: String(phoneSession),
      reason: 'lost phone',
    })
    expect([foreign.status, foreign.msg]).toEqual([1, 'This investor has no such session'])
    const ended = await callStaff(server, support, 'POST', '/users/signOutSession', {
      phone: investor.phone,
      session: String(phoneSession),
      reason: 'lost phone',
    })
    expect(ended).toMatchObject({ status: 0, data: { phone: investor.phone, ended: 1 } })
    expect((await postForm(server.url, '/user/getUserInfo.do', phoneToken)).msg).toBe('Please log in first')
    expect((await postForm(server.url, '/user/getUserInfo.do', laptopToken)).status).toBe(0)
    expect(
      server.db
        .prepare(
          "SELECT reason, detail FROM staff_audit WHERE route = '/staff-api/users/signOutSession' AND outcome = 'ok'",
        )
        .all(),
    ).toEqual([{ reason: 'lost phone', detail: `session=${phoneSession}` }])
    const lookup = await callStaff<{ sections: { sessions: { id: number; active: boolean }[] } }>(
      server,
      support,
      'GET',
      '/users/lookup',
      { phone: investor.phone },
    )
    expect(lookup.data.sections.sessions.map((session) => session.active)).toEqual([true, false, true])
    for (const role of rolesOutside(['support']))
      expect(
        (
          await callStaff(server, staffToken(server, role), 'POST', '/users/signOutSession', {
            phone: investor.phone,
            session: String(phoneSession),
            reason: 'x',
          })
        ).httpStatus,
      ).toBe(403)
  })
})
