import { Money } from '@bourse/core'
import { afterEach, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { ConfigError } from '../config.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

// Monday 10:00 Shanghai; the demo calendar is always open and a trading day ends at Shanghai midnight.
const monday = Date.parse('2026-11-23T02:00:00Z')
const tuesday = monday + 86_400_000

let server: TestServer | undefined
afterEach(async () => {
  if (server) expectJournalReplays(server.db)
  await server?.close()
  server = undefined
})

const post = (path: string, token: string, fields: Record<string, string>) =>
  postForm<{ list?: { code: string; price: number }[] } | null>(server?.url ?? '', path, token, fields)

describe('the stock sealed at limit-up (BOURSE_LIMIT_UP)', () => {
  it('sits at limit-up from the first tick, is listed for strong-buy and takes an application', async () => {
    server = await startTestServer({ BOURSE_CLOCK: new Date(monday).toISOString(), BOURSE_LIMIT_UP: '600000' })
    const { market } = server
    const code = market.instruments().find((i) => i.kind === 'stock' && i.code === '600000')?.code
    expect(code).toBe('600000')
    market.tickOnce(monday)
    const limitUp = market.limits('600000')?.limitUp
    expect(market.quote('600000')?.price.toFixed(2)).toBe(limitUp?.toFixed(2))
    market.tickOnce(monday + 1000)
    expect(market.quote('600000')?.price.toFixed(2)).toBe(limitUp?.toFixed(2))

    const list = await post('/api/stock/getVipList.do', '', { code: '600000' })
    expect(list.data?.list).toEqual([
      expect.objectContaining({ code: '600000', price: limitUp?.times(1000).toNumber() }),
    ])
    const investor = createTestInvestor(server.db, monday)
    executeCommand(
      server.db,
      investor.userId,
      { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of(1_000_000) },
      monday,
    )
    const applied = await post('/user/buyVipQc.do', investor.token, { stockCode: '600000', buyNum: '100' })
    expect(applied).toMatchObject({ status: 0, msg: 'Subscription successful' })
  })

  it('rolls its previous close like any stock: the next day it is sealed at the next limit-up', async () => {
    server = await startTestServer({ BOURSE_CLOCK: new Date(monday).toISOString(), BOURSE_LIMIT_UP: '600000' })
    const { market } = server
    market.tickOnce(monday)
    const mondayClose = market.quote('600000')?.price
    market.tickOnce(tuesday)
    expect(market.quote('600000')?.prevClose.toFixed(2)).toBe(mondayClose?.toFixed(2))
    expect(market.quote('600000')?.price.toFixed(2)).toBe(market.limits('600000')?.limitUp.toFixed(2))
    expect(market.quote('600000')?.price.gt(mondayClose ?? 0)).toBe(true)
  })

  it('is the last main-board A-share in demo mode by default, and none when off or outside demo mode', async () => {
    server = await startTestServer({ BOURSE_DEMO: 'on', BOURSE_CLOCK: new Date(monday).toISOString() })
    const sealed = server.market
      .instruments()
      .filter((i) => i.kind === 'stock' && i.board === 'main' && !i.suspended)
      .at(-1)?.code as string
    server.market.tickOnce(monday)
    expect(server.market.quote(sealed)?.price.toFixed(2)).toBe(server.market.limits(sealed)?.limitUp.toFixed(2))
    await server.close()
    server = await startTestServer({ BOURSE_CLOCK: new Date(monday).toISOString() })
    server.market.tickOnce(monday)
    const listed = await post('/api/stock/getVipList.do', '', { pageSize: '100' })
    expect(listed.data?.list?.map((row) => row.code)).not.toContain(sealed)
  })

  it('refuses to start naming a stock that is not a trading A-share', async () => {
    await expect(startTestServer({ BOURSE_LIMIT_UP: '999999' })).rejects.toThrow(ConfigError)
    await expect(startTestServer({ BOURSE_LIMIT_UP: '999999' })).rejects.toThrow(/BOURSE_LIMIT_UP names 999999/)
  })
})
