import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { emptyAccount } from '../engine/AccountState.js'
import type { Command } from '../engine/Command.js'
import { decide } from '../engine/decide.js'
import type { Event } from '../engine/Event.js'
import { evolve } from '../engine/evolve.js'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as S from '../money/Shares.js'
import { defaultSettings } from '../settings/Settings.js'
import { defaultSpreadRules } from '../spread/spreadRule.js'
import { ledgerBridge } from '../wallet/ledgerBridge.js'
import { contractNoteOf } from './ContractNote.js'
import { dayWindow, monthWindow } from './documentPeriod.js'
import { isCharge, type StoredEvent, type StoredJournalRow } from './NoteTrade.js'
import { statementOf } from './Statement.js'

const day = '2026-11-23'
const { from, to } = dayWindow(day)
const investor = { userId: 1, name: 'Ana', maskedPhone: '****0001' }

/** An account's history as the server stores it: each event with its seq, its journal rows numbered in order. */
const history = () => {
  let state = emptyAccount('1')
  const events: StoredEvent[] = []
  const rows: StoredJournalRow[] = []
  const run = (command: Command, at: number) => {
    const decision = decide(state, command, at)
    if (!decision.ok) throw new Error(decision.error.key)
    for (const event of decision.events) {
      state = evolve(state, event)
      events.push({ seq: state.eventCount, event })
      for (const entry of (event as Event).journal)
        rows.push({ ...entry, id: rows.length + 1, eventSeq: state.eventCount, at: event.at })
    }
  }
  return { run, events, rows, balances: () => state.balances }
}

const open = (sn: string, price: string, shares: number, direction: 'long' | 'short'): Command => ({
  type: 'openStockPosition',
  id: `open-${sn}`,
  positionSn: sn,
  stockName: 'Sim Bank',
  market: 'sh',
  request: { direction, shares: S.of(shares), lever: 10 },
  context: {
    signedIn: true,
    realNameStatus: 2,
    tradingOpen: true,
    stock: { code: '600001', suspended: false, price: P.of(price), limits: undefined },
    settings: defaultSettings,
    schedule: standard,
    spreadRules: defaultSpreadRules,
  },
})

const close = (sn: string, price: string): Command => ({
  type: 'closeStockPosition',
  id: `close-${sn}`,
  positionSn: sn,
  reason: 'owner',
  market: { price: P.of(price), limits: undefined, tradingOpen: true },
  schedule: standard,
  stayMaxDays: 0,
})

/** The day's note of an account's history, as the server builds it from what it stored. */
const noteOf = (account: ReturnType<typeof history>) =>
  contractNoteOf({
    day,
    investor,
    from,
    to,
    events: account.events,
    rows: account.rows,
    balancesNow: account.balances(),
  })

/** The ledger bridge over stored rows, as the wallet's bridge card reads the journal. */
const bridgeOf = (rows: readonly StoredJournalRow[]) =>
  ledgerBridge(
    rows.map((row) => ({
      deType: row.type,
      deAmt: row.amount,
      afterAmt: row.balanceAfter,
      balance: row.balance,
      addTime: row.at,
      id: row.id,
    })),
  )

const deposit = (id: string, amount: number): Command => ({
  type: 'creditDeposit',
  id,
  rechargeId: id,
  amount: M.of(amount),
})

describe('a day of trades, worked example', () => {
  it('lists every fill with the charges the journal stored; totals, net and balances add up', () => {
    const account = history()
    account.run(deposit('d1', 100_000), from - 3_600_000)
    account.run(open('P1', '10.55', 1000, 'long'), from + 3_600_000)
    account.run(close('P1', '10.80'), from + 7_200_000)
    account.run(deposit('d2', 500), from + 8_000_000)
    account.run(open('P2', '10.00', 100, 'short'), to + 60_000)
    const note = noteOf(account)
    // Open: buy fee 3.17, stamp duty 10.55, spread 5.28. Close at 10 800.00: P&L 250.00, sell fee 3.24.
    expect(note?.trades.map((t) => [t.side, t.positionSn, t.charges.map((c) => [c.type, M.toText(c.amount)])])).toEqual(
      [
        [
          'open',
          'P1',
          [
            ['buyFee', '-3.17'],
            ['stampDuty', '-10.55'],
            ['spread', '-5.28'],
          ],
        ],
        ['close', 'P1', [['sellFee', '-3.24']]],
      ],
    )
    expect(M.toText(note?.charges ?? M.zero)).toBe('-22.24')
    expect(M.toText(note?.realised ?? M.zero)).toBe('250.00')
    expect(M.toText(note?.net ?? M.zero)).toBe('227.76')
    expect(M.toText(note?.opening ?? M.zero)).toBe('100000.00')
    // 100 000 + 227.76 + the deposit of 500 that day; the short opened after midnight is tomorrow's.
    expect(M.toText(note?.otherMovements ?? M.zero)).toBe('500.00')
    expect(M.toText(note?.closing ?? M.zero)).toBe('100727.76')
  })

  it('a day with no fill has no note', () => {
    const account = history()
    account.run(deposit('d1', 1000), from + 1000)
    const facts = {
      day,
      investor,
      from,
      to,
      events: account.events,
      rows: account.rows,
      balancesNow: account.balances(),
    }
    expect(contractNoteOf(facts)).toBeUndefined()
  })
})

const prices = fc.integer({ min: 500, max: 5000 }).map((cents) => (cents / 100).toFixed(2))
const trades = fc.array(
  fc.record({ open: prices, close: fc.option(prices), shares: fc.integer({ min: 1, max: 20 }) }),
  {
    minLength: 1,
    maxLength: 12,
  },
)

describe('contract note laws', () => {
  test.prop([trades, fc.integer({ min: 0, max: 86_399_000 })])(
    'every fill of the day is listed; each total is the exact sum of the stored charges; balances bridge',
    (plan, offset) => {
      const account = history()
      account.run(deposit('d1', 10_000_000), from - 1000)
      plan.forEach((trade, i) => {
        account.run(open(`P${i}`, trade.open, trade.shares * 100, i % 2 ? 'short' : 'long'), from + offset)
        if (trade.close) account.run(close(`P${i}`, trade.close), from + offset)
      })
      const note = noteOf(account)
      const fills = plan.length + plan.filter((trade) => trade.close).length
      expect(note?.trades.length).toBe(fills)
      const stored = account.rows.filter((row) => row.at >= from && row.at < to && isCharge(row.type))
      expect(note?.charges.eq(M.sum(stored.map((row) => row.amount)))).toBe(true)
      for (const total of note?.chargeTotals ?? [])
        expect(total.amount.eq(M.sum(stored.filter((row) => row.type === total.type).map((row) => row.amount)))).toBe(
          true,
        )
      const bridge = bridgeOf(account.rows)
      expect(note?.closing.eq(bridge.closing)).toBe(true)
      expect(note?.opening.plus(note.net).plus(note.otherMovements).eq(note.closing)).toBe(true)
    },
  )
})

describe('monthly statement', () => {
  test.prop([trades])('runs from the opening to the closing balance, both equal to the ledger bridge', (plan) => {
    const month = '2026-11'
    const window = monthWindow(month)
    const account = history()
    account.run(deposit('before', 10_000_000), window.from - 1000)
    plan.forEach((trade, i) => {
      account.run(open(`P${i}`, trade.open, trade.shares * 100, 'long'), window.from + i * 60_000)
      if (trade.close) account.run(close(`P${i}`, trade.close), window.from + i * 60_000 + 1)
    })
    account.run(deposit('after', 700), window.to + 1000)
    const statement = statementOf({
      month,
      investor,
      ...window,
      rows: account.rows,
      balancesNow: account.balances(),
    })
    expect(statement?.opening.eq(bridgeOf(account.rows.filter((row) => row.at < window.from)).closing)).toBe(true)
    expect(statement?.closing.eq(bridgeOf(account.rows.filter((row) => row.at < window.to)).closing)).toBe(true)
    const lines = statement?.lines ?? []
    expect(lines.length).toBe(account.rows.filter((row) => row.at >= window.from && row.at < window.to).length)
    expect(lines[lines.length - 1]?.running.eq(statement?.closing ?? M.zero)).toBe(true)
  })
})
