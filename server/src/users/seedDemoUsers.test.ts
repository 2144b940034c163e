import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { seedDemoUsers } from './seedDemoUsers.js'

const now = Date.parse('2026-11-23T02:00:00Z')
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
})
afterAll(() => server.close())

const post = async (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  (
    await fetch(`${server.url}/prod-api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  ).json() as Promise<{ status: number; msg: string; data: unknown }>

describe('seedDemoUsers', () => {
  it('creates the invitation code and two approved investors who can log in, once', async () => {
    const ids = await seedDemoUsers(server.db, now)
    expect([...ids.keys()]).toEqual(['9000000001', '9000000002'])
    expect(await seedDemoUsers(server.db, now)).toEqual(ids)
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 2 })
    expect(server.db.prepare('SELECT code FROM invitation_codes').all()).toEqual([{ code: 'BOURSE' }])

    const login = await post('/user/login.do', { phone: '9000000001', userPwd: 'demo1234' })
    expect(login.status).toBe(0)
    const info = await post('/user/getUserInfo.do', {}, { USERTOKEN: login.data as string })
    expect(info.data).toMatchObject({
      phone: '9000000001',
      realName: 'Asha Verma',
      idCard: '****0123',
      isActive: 2,
      authMsg: null,
    })
    expect((await post('/user/login.do', { phone: '9000000002', userPwd: 'demo1234' })).status).toBe(0)
  })

  it('lets a visitor register with the demo invitation code', async () => {
    const reg = await post('/user/reg.do', {
      phone: '9000000003',
      yzmCode: '6666',
      userPwd: 'mine1234',
      agentCode: 'BOURSE',
    })
    expect(reg).toEqual({ status: 0, msg: 'Successful registration, please log in', data: null })
  })
})
