import { Price } from '@bourse/core'
import { investorWithCard, openRecharge, pressSandbox } from './fundsTesting.js'
import { postForm } from './postForm.js'
import type { TestServer } from './startTestServer.js'

/** What one investor's history holds, by its stored ids. */
export interface AuditedInvestor {
  readonly userId: number
  readonly phone: string
  /** The investor's session token (`USERTOKEN`). */
  readonly token: string
  /** The paid recharge order. */
  readonly orderSn: string
  readonly closedSn: string
  readonly openSn: string
  readonly pendingOrderId: string
  readonly withdrawalId: number
}

const ok = <T extends { status: number; msg: string }>(reply: T, what: string): T => {
  if (reply.status !== 0) throw new Error(`${what}: ${reply.msg}`)
  return reply
}

/**
 * An investor with one of everything the audit reconciles, over real HTTP: a sandbox recharge of 100 000 paid, two
 * stock positions bought at 10.55 (one closed at 10.60), a pending order waiting at 9.00 and a withdrawal of 2 000
 * under review.
 */
export const investorWithHistory = async (server: TestServer): Promise<AuditedInvestor> => {
  const investor = await investorWithCard(server)
  const { token } = investor
  const opened = ok(await openRecharge(server, token, '100000'), 'recharge')
  await pressSandbox(server, opened.data as string, 'paid')
  const orderSn = (opened.data as string).split('/').at(-1) as string
  const stock =
    server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ??
    (() => {
      throw new Error('no US stock')
    })()
  const setPrice = (price: string) => server.market.setPrice(stock.code, Price.of(price), server.clock.now())
  setPrice('10.55')
  const order = { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }
  const closed = ok(await postForm<{ positionSn: string }>(server.url, '/user/buy.do', token, order), 'buy')
  const open = ok(
    await postForm<{ positionSn: string }>(server.url, '/user/buy.do', token, { ...order, buyNum: '200' }),
    'buy',
  )
  setPrice('10.60')
  ok(await postForm(server.url, '/user/sell.do', token, { positionSn: closed.data.positionSn }), 'sell')
  const pending = ok(
    await postForm<{ id: number | string }>(server.url, '/user/addOrder.do', token, {
      ...order,
      stockId: stock.code,
      targetPrice: '9.00',
    }),
    'pending order',
  )
  const withdrawal = ok(
    await postForm<{ id: number }>(server.url, '/user/withdraw/outMoney.do', token, { amt: '2000' }),
    'withdrawal',
  )
  return {
    userId: investor.userId,
    phone: investor.phone,
    token,
    orderSn,
    closedSn: closed.data.positionSn,
    openSn: open.data.positionSn,
    pendingOrderId: String(pending.data.id),
    withdrawalId: withdrawal.data.id,
  }
}
