import { Money } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccountStore } from './accountStore.js'
import type { ApiClient } from './apiClient.js'
import { createPositionsStore } from './positionsStore.js'
import { clientOf, demoInvestors, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'

let server: RunningServer
let client: ApiClient

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server, demoInvestors.second)).client
}, 60_000)
afterAll(() => server.stop())

const loadedAccount = async () => {
  const account = createAccountStore(client)
  await Promise.all([account.getState().loadSettings(), account.getState().refresh()])
  return account
}

describe('the account card’s figures', () => {
  it('total assets is the sum of the shown accounts, each the sum of its parts', async () => {
    const account = await loadedAccount()
    const { user, breakdown, totalAssets } = account.getState()
    if (!user || !breakdown || !totalAssets) throw new Error('account not loaded')
    // the demo investor's three accounts are all shown by default: stock + index + futures
    expect(breakdown.accounts.map((a) => a.account)).toEqual(['stock', 'index', 'futures'])
    expect(totalAssets.eq(Money.sum([user.userAmt, user.userIndexAmt, user.userFuturesAmt]))).toBe(true)
    for (const part of breakdown.accounts)
      expect(part.total.eq(part.available.plus(part.frozen).plus(part.ipoFrozen))).toBe(true)
  })

  it('floating P&L is the rows’ price P&L less stay fees, from the rows the store keeps (DECISIONS §20)', async () => {
    const placed = await client.call('/user/buy.do', { stockId: '3', buyNum: '1000', buyType: '0', lever: '10' })
    if (!placed.ok) throw new Error(placed.failure.msg)
    const account = await loadedAccount()
    const { openRows, floating, breakdown } = account.getState()
    const row = openRows?.stock[0]
    if (!row || !floating || !breakdown) throw new Error('account not loaded')
    expect(openRows?.stock.length).toBe(1)
    // opening charges already left the balance: the card's figure is the row's price P&L (no stay fee on day one)
    expect(row.orderStayFee.toFixed(2)).toBe('0.00')
    expect(floating.stock.toFixed(2)).toBe(row.profitAndLose.toFixed(2))
    expect(floating.stock.toFixed(2)).not.toBe(row.allProfitAndLose.toFixed(2))
    expect(breakdown.equity.toFixed(2)).toBe(breakdown.total.plus(breakdown.floating).toFixed(2))
    // opened today: the day's P&L is its floating P&L less the opening charges booked today
    const charges = row.orderFee.plus(row.orderSpread).plus(row.spreadRatePrice)
    expect(account.getState().dayProfitAndLoss?.toFixed(2)).toBe(row.profitAndLose.minus(charges).toFixed(2))
  })

  it('cancelling a pending order (after a confirmation) refreshes the account at once', async () => {
    const account = await loadedAccount()
    const frozenBefore = account.getState().user?.allFreezAmt
    const stock = await waitingStock()
    const placed = await client.call('/user/addOrder.do', {
      stockId: stock.code,
      buyNum: '100',
      buyType: '0',
      lever: '10',
      targetPrice: stock.below,
    })
    if (!placed.ok) throw new Error(placed.failure.msg)
    await account.getState().refresh()
    const frozenWithOrder = account.getState().user?.allFreezAmt
    expect(frozenWithOrder?.gt(frozenBefore ?? 0)).toBe(true)

    const { store, lists } = createPositionsStore(client, { account })
    await store.getState().reloadAll()
    const order = lists.pending.getState().items.find((o) => o.status === 0)
    if (!order) throw new Error('no waiting order')
    store.getState().requestCancel(order)
    expect(store.getState().confirmingCancel?.id).toBe(order.id)
    store.getState().dismissCancel()
    expect(store.getState().confirmingCancel).toBeUndefined()
    expect(lists.pending.getState().items.find((o) => o.id === order.id)?.status).toBe(0)

    store.getState().requestCancel(order)
    expect((await store.getState().confirmCancel()).ok).toBe(true)
    // no reload by the caller: the store refreshed the account it changed
    expect(account.getState().user?.allFreezAmt.toFixed(2)).toBe(frozenBefore?.toFixed(2))
    expect(frozenWithOrder?.minus(order.frozenAmt).toFixed(2)).toBe(frozenBefore?.toFixed(2))
  })
})

/** A tradable main-board stock's code and a price just below it (a pending long waits for it). */
const waitingStock = async () => {
  const list = await client.call('/api/stock/getStock.do', { pageNum: '1', pageSize: '15', stockPlate: 'main' })
  if (!list.ok) throw new Error(list.failure.msg)
  const stock = list.data.list.find((s) => s.isStop === 0)
  if (!stock) throw new Error('no stock')
  return { code: stock.code, below: stock.nowPrice.times(0.99).toFixed(2) }
}
