import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { investorWithCard, openRecharge } from '../testing/fundsTesting.js'
import { callStaff, rolesOutside, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'
import { saveIdCard } from '../users/usersRepository.js'

const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)

let server: TestServer
let support: string
let meera: TestInvestor
let carded: TestInvestor
let orderSn: string

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
  support = staffToken(server, 'support')
  meera = createTestInvestor(server.db, now, { realName: 'Meera Nair' })
  saveIdCard(server.db, meera.userId, '456789017321')
  carded = await investorWithCard(server)
  saveIdCard(server.db, carded.userId, '111122223333')
  await openRecharge(server, carded.token, '500')
  orderSn = (
    server.db.prepare('SELECT order_sn AS orderSn FROM recharge_orders WHERE user_id = ?').get(carded.userId) as {
      orderSn: string
    }
  ).orderSn
})
afterAll(() => server.close())

interface Hit {
  phone: string
  matched: string
  detail: string
}

const search = async (q: string, token = support) =>
  (await callStaff<Hit[]>(server, token, 'GET', '/users/search', { q })).data

describe('finding an investor without the exact phone (issue 22)', () => {
  it('by part of a name, any case; by part of a phone; by the last 4 of the ID or the bank number', async () => {
    expect(await search('meera n')).toEqual([
      { phone: meera.phone, realName: 'Meera Nair', isActive: 2, matched: 'name', detail: 'name Meera Nair' },
    ])
    expect((await search(meera.phone.slice(3, 8))).map((hit) => hit.phone)).toContain(meera.phone)
    expect(await search('7321')).toEqual([expect.objectContaining({ phone: meera.phone, matched: 'idCard' })])
    expect(await search('9012')).toEqual([expect.objectContaining({ phone: carded.phone, matched: 'bankNo' })])
    // Full ID and bank numbers never leave the server.
    expect(JSON.stringify(await search('7321'))).not.toContain('456789017321')
  })

  it('by a recharge order number; a wildcard is searched as itself; each search is in the trail', async () => {
    expect(await search(orderSn)).toEqual([
      expect.objectContaining({ phone: carded.phone, matched: 'recharge', detail: `recharge ${orderSn}` }),
    ])
    expect(await search('%%')).toEqual([])
    expect(
      server.db.prepare("SELECT COUNT(*) AS n FROM staff_audit WHERE target = 'users:meera n'").get() as { n: number },
    ).toEqual({ n: 1 })
    for (const role of rolesOutside(['support', 'finance', 'auditor', 'admin']))
      expect((await callStaff(server, staffToken(server, role), 'GET', '/users/search', { q: 'ab' })).status).toBe(0)
    expect((await callStaff(server, support, 'GET', '/users/search', { q: 'a' })).httpStatus).toBe(400)
  })
})
