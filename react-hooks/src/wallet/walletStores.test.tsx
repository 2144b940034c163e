import { Money } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccountStore } from '../accountStore.js'
import { createBankCardStore } from '../identity/bankCardStore.js'
import { clientOf, type RunningServer, signIn, spawnServer } from '../testing/liveServer.js'
import { createLedgerBridgeStore } from './ledgerBridgeStore.js'
import { createFundFlowStore, createRechargeRecordsStore, watchWaitingRecharges } from './moneyLists.js'
import { createRechargeStore } from './rechargeStore.js'
import { createTransferStore, initialTransferType, transferTabs } from './transferStore.js'
import { createWithdrawalRecordsStore } from './withdrawalRecordsStore.js'
import { createWithdrawStore } from './withdrawStore.js'

let server: RunningServer
let client: ReturnType<typeof clientOf>['client']
const account = () => createAccountStore(client)

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server)).client
}, 60_000)
afterAll(() => server.stop())

const loaded = async () => {
  const store = account()
  await Promise.all([store.getState().loadUser(), store.getState().loadSettings()])
  return store
}

describe('money stores against the real server (demo investor, real name approved)', () => {
  it('recharges through the sandbox page: minimum refused first, then paid and credited, listed as success', async () => {
    const store = await loaded()
    const before = store.getState().user?.enableAmt ?? Money.zero
    const recharge = createRechargeStore(client, store)
    recharge.getState().setAmount('150')
    expect(await recharge.getState().submit()).toEqual({ ok: false, msg: 'The minimum recharge amount is 200.00' })
    recharge.getState().pickQuick(Money.of(10_000))
    expect(recharge.getState().amount).toBe('10000')
    const opened = await recharge.getState().submit()
    if (!opened.ok) throw new Error(opened.msg)
    expect(opened.url).toMatch(/^\/sandbox-pay\//)
    const paid = await fetch(`${server.url}${opened.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    })
    expect(paid.ok).toBe(true)
    const records = createRechargeRecordsStore(client)
    await records.getState().setFilter(null)
    // Newest first; the demo investor's own funding came through paid sandbox orders too.
    const rows = records.getState().items.map((row) => [row.orderStatus, Money.toText(row.payAmount)])
    expect(rows[0]).toEqual([1, '10000.00'])
    expect(rows.every(([status]) => status === 1)).toBe(true)
    await store.getState().loadUser()
    expect(Money.toText(Money.sub(store.getState().user?.enableAmt ?? Money.zero, before))).toBe('10000.00')
  })

  it('transfers on the tabs the settings show; Full fills the source account', async () => {
    const store = await loaded()
    const settings = store.getState().settings
    if (!settings) throw new Error('no settings')
    expect(transferTabs(settings)).toEqual([1, 2, 3, 4])
    expect(initialTransferType('3', settings)).toBe(3)
    expect(initialTransferType('9', settings)).toBe(1)
    expect(initialTransferType(null, { indexDisplay: false, futuresDisplay: true })).toBe(3)
    const transfer = createTransferStore(client, store)
    transfer.getState().select(1)
    transfer.getState().fillFull()
    expect(transfer.getState().amount).toBe(Money.toText(store.getState().user?.enableAmt ?? Money.zero))
    transfer.getState().setAmount('0')
    expect(await transfer.getState().submit()).toMatchObject({ ok: false })
    const indexBefore = store.getState().user?.enableIndexAmt ?? Money.zero
    transfer.getState().setAmount('1000')
    expect((await transfer.getState().submit()).ok).toBe(true)
    expect(Money.toText(Money.sub(store.getState().user?.enableIndexAmt ?? Money.zero, indexBefore))).toBe('1000.00')
  })

  it('withdraws: card first (/addCard), fee and amount received before confirming, cancel, explanation lines', async () => {
    const store = await loaded()
    const withdraw = createWithdrawStore(client, store)
    withdraw.getState().setAmount('1234.56')
    // 3 + 1234.56 × 0.008 = 12.87648 → 12.88; received 1221.68
    expect(withdraw.getState().preview?.fee.toFixed(2)).toBe('12.88')
    expect(withdraw.getState().preview?.received.toFixed(2)).toBe('1221.68')
    if (!store.getState().user?.hasBankCard) {
      expect(await withdraw.getState().submit()).toEqual({
        ok: false,
        msg: 'Please bind the bank card first',
        redirect: '/addCard',
      })
      const card = createBankCardStore(client, store)
      await card.getState().load(false)
      for (const [field, value] of [
        ['bankName', 'HDFC Bank'],
        ['ifscCode', 'HDFC0001234'],
        ['bankNo', '5012345678'],
        ['payeeName', store.getState().user?.realName ?? ''],
        ['bankAddress', 'Bandra'],
      ] as const)
        card.getState().setField(field, value)
      expect((await card.getState().save(false)).ok).toBe(true)
      expect(card.getState().bank?.bankNo).toBe('****5678')
    }
    withdraw.getState().setAmount('999')
    expect(await withdraw.getState().submit()).toEqual({
      ok: false,
      msg: 'The withdrawal must be at least 1,000.00',
    })
    withdraw.getState().setAmount('2000')
    const applied = await withdraw.getState().submit()
    expect(applied.ok).toBe(true)
    await withdraw.getState().explain()
    const lines = withdraw.getState().lines ?? []
    expect(lines.find((line) => line.kind === 'underReview')?.amount.toFixed(2)).toBe('2000.00')
    expect(lines.find((line) => line.kind === 'withdrawable')?.amount.eq(store.getState().user?.enableAmt ?? -1)).toBe(
      true,
    )
    const { records, store: cancelling } = createWithdrawalRecordsStore(client, { account: store })
    await records.getState().setFilter(null)
    const [record] = records.getState().items
    if (!record) throw new Error('no withdrawal listed')
    expect([record.withStatus, Money.toText(record.withAmt), Money.toText(record.withFee)]).toEqual([
      0,
      '2000.00',
      '19.00',
    ])
    cancelling.getState().askCancel(record)
    expect((await cancelling.getState().confirmCancel()).ok).toBe(true)
    expect(records.getState().items[0]?.withStatus).toBe(3)
    // a cancelled record cannot be asked to cancel again
    cancelling.getState().askCancel(records.getState().items[0] ?? record)
    expect(cancelling.getState().confirming).toBeUndefined()
  })

  it('a confirm tapped before the account answered waits for it and refuses with the rule, not an empty amount', async () => {
    // The screen is usable from its first frame: nothing of the account is loaded yet.
    const store = account()
    const withdraw = createWithdrawStore(client, store)
    withdraw.getState().setAmount('999')
    const confirming = withdraw.getState().submit()
    expect(withdraw.getState().submitting).toBe(true)
    expect(await confirming).toEqual({ ok: false, msg: 'The withdrawal must be at least 1,000.00' })
    expect(withdraw.getState().submitting).toBe(false)
    expect(store.getState().user?.isActive).toBe(2)
  })

  it('lists the fund flow 10 a page with the balance after each entry', async () => {
    const flow = createFundFlowStore(client)
    await flow.getState().setFilter(null)
    const entries = flow.getState().items
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.length).toBeLessThanOrEqual(10)
    // the 10,000.00 recharge of the first test is among the newest entries
    expect(entries.some((entry) => Money.toText(entry.deAmt) === '10000.00')).toBe(true)
  })

  it('bridges the stock account journal to its available balance, to the paisa', async () => {
    const store = await loaded()
    const bridge = createLedgerBridgeStore(client)
    await bridge.getState().load()
    const result = bridge.getState().bridge
    expect(result?.balanced).toBe(true)
    expect(result?.closing.eq(store.getState().user?.enableAmt ?? -1)).toBe(true)
    expect(result?.lines.find((line) => line.line === 'deposits')?.amount.gte(10_000)).toBe(true)
    // the cancelled withdrawal's timeline: created, the debit and the refund, each from the journal
    const { records } = createWithdrawalRecordsStore(client)
    await records.getState().setFilter(null)
    const cancelled = records.getState().items.find((record) => record.withStatus === 3)
    if (!cancelled) throw new Error('no cancelled withdrawal')
    const steps = bridge.getState().timeline(cancelled.applyTime, String(cancelled.id))
    expect(steps[0]).toEqual({ kind: 'created', time: cancelled.applyTime })
    const amounts = steps.flatMap((step) => (step.kind === 'journal' ? [Money.toText(step.entry.deAmt)] : []))
    expect(Money.toText(Money.sum(amounts.map((amount) => Money.of(amount))))).toBe('0.00')
    expect(amounts.length).toBeGreaterThanOrEqual(2)
  })

  it('refreshes the top-up records every 5 s while an order waits, so a payment shows without a reload', async () => {
    const store = await loaded()
    const recharge = createRechargeStore(client, store)
    recharge.getState().setAmount('500')
    const opened = await recharge.getState().submit()
    if (!opened.ok) throw new Error(opened.msg)
    const records = createRechargeRecordsStore(client)
    await records.getState().setFilter(null)
    expect(records.getState().items[0]?.orderStatus).toBe(0)
    const watcher = watchWaitingRecharges(records)
    watcher.start()
    await fetch(`${server.url}${opened.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    })
    const started = Date.now()
    while (records.getState().items[0]?.orderStatus !== 1 && Date.now() - started < 8000)
      await new Promise((done) => setTimeout(done, 200))
    watcher.stop()
    expect(records.getState().items[0]?.orderStatus).toBe(1)
  }, 20_000)
})
