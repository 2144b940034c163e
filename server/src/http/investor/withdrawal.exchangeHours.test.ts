import { Money } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../../accounts/executeCommand.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { investorWithCard } from '../../testing/fundsTesting.js'
import { postForm } from '../../testing/postForm.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'

// Tuesday 24 November 2026; Shanghai is UTC+8, so 01:14Z is 09:14 there.
const shanghai = (time: string, day = '2026-11-24') => Date.parse(`${day}T${time}+08:00`)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    BOURSE_CLOCK: new Date(shanghai('10:00')).toISOString(),
    BOURSE_CALENDAR: 'exchange',
  })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

describe('withdrawal hours in exchange mode (withTimeBegin–withTimeEnd on A-share trading days)', () => {
  it('accepts 09:15 to 14:59 on a weekday, refuses 09:14, 15:00 and a Saturday', async () => {
    const investor = await investorWithCard(server)
    executeCommand(
      server.db,
      investor.userId,
      { type: 'creditDeposit', id: 'fund', rechargeId: 'test', amount: Money.of('10000') },
      server.clock.now(),
    )
    const at = async (instant: number) => {
      server.clock.set(instant)
      return postForm(server.url, '/user/withdraw/outMoney.do', investor.token, { amt: '1000' })
    }
    const closed = 'Withdrawals are accepted on trading days from 09:15 to 15:00'
    expect(await at(shanghai('09:14'))).toMatchObject({ status: 1, msg: closed })
    expect((await at(shanghai('09:15'))).status).toBe(0)
    expect((await at(shanghai('14:59'))).status).toBe(0)
    expect(await at(shanghai('15:00'))).toMatchObject({ status: 1, msg: closed })
    expect(await at(shanghai('10:00', '2026-11-28'))).toMatchObject({ status: 1, msg: closed })
  })
})
