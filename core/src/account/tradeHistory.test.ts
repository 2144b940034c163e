import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import { type Trade, tradeHistory, tradeHistoryCsv, tradeTotals } from './tradeHistory.js'

const trade = (overrides: Partial<Trade>): Trade => ({
  account: 'stock',
  positionSn: 'P1',
  name: '恒信医药',
  code: '600001',
  direction: 'long',
  quantity: 100,
  openPrice: P.of('10.00'),
  closePrice: P.of('11.50'),
  openedAt: Date.UTC(2026, 10, 24, 2),
  closedAt: Date.UTC(2026, 10, 25, 3),
  realised: M.of('150.00'),
  charges: M.of('19.30'),
  ...overrides,
})

it('lists every account newest close first, each net of its charges (worked example)', () => {
  const lines = tradeHistory([
    trade({}),
    trade({
      account: 'index',
      positionSn: 'I1',
      name: 'Sim CSI 300, "main"',
      direction: 'short',
      quantity: 2,
      realised: M.of('-40.00'),
      charges: M.of('20.00'),
      closedAt: Date.UTC(2026, 10, 26, 3),
    }),
  ])
  expect(lines.map((line) => [line.account, M.toText(line.net)])).toEqual([
    ['index', '-60.00'],
    ['stock', '130.70'],
  ])
  const totals = tradeTotals(lines)
  expect([totals.realised, totals.charges, totals.net].map(M.toText)).toEqual(['110.00', '39.30', '70.70'])
  const csv = tradeHistoryCsv(lines, 'zh-CN').split('\n')
  expect(csv[0]).toBe(
    'closedAt,openedAt,account,position,code,name,direction,quantity,openPrice,closePrice,realised,charges,net',
  )
  expect(csv[1]).toBe(
    '2026-11-26T03:00:00.000Z,2026-11-24T02:00:00.000Z,index,I1,600001,"Sim CSI 300, ""main""",short,2,10.00,11.50,-40.00,20.00,-60.00',
  )
  expect(csv[2]?.endsWith(',stock,P1,600001,恒信医药,long,100,10.00,11.50,150.00,19.30,130.70')).toBe(true)
  // an English reader's file names the instrument in English, a traditional-Chinese reader's in traditional characters
  expect(tradeHistoryCsv(lines, 'en').split('\n')[2]).toContain(',stock,P1,600001,Hengxin Pharmaceutical,long,')
  expect(tradeHistoryCsv(lines, 'zh-TW').split('\n')[2]).toContain(',stock,P1,600001,恆信醫藥,long,')
})

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => M.of(n).div(100) as M.Money)
test.prop([
  fc.array(
    fc.tuple(
      cents,
      cents.map((c) => M.of(c.abs())),
      fc.nat(),
    ),
    { maxLength: 15 },
  ),
])('net = realised − charges on every line, and the totals add up', (rows) => {
  const lines = tradeHistory(
    rows.map(([realised, charges, at], i) => trade({ positionSn: `P${i}`, realised, charges, closedAt: at })),
  )
  for (const line of lines) expect(line.net.eq(line.realised.minus(line.charges))).toBe(true)
  const totals = tradeTotals(lines)
  expect(totals.net.eq(totals.realised.minus(totals.charges))).toBe(true)
  for (let i = 1; i < lines.length; i += 1)
    expect((lines[i - 1]?.closedAt ?? 0) >= (lines[i]?.closedAt ?? 0)).toBe(true)
})
