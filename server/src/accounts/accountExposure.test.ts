import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  accountFloating,
  type Command,
  defaultSettings,
  defaultSpreadRules,
  exposureFloating,
  Fees,
  Money,
  Price,
  Shares,
  stockRiskPosition,
} from '@bourse/core'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openSqlite } from '../store/openSqlite.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { withDataVault } from '../vault/openDataVault.js'
import { accountExposure } from './accountExposure.js'
import { loadAccount } from './accountRepository.js'
import { executeCommand } from './executeCommand.js'

const now = Date.UTC(2026, 10, 23, 2, 0, 0)
let dataDir: string
let db: SqlConnection
let userId: number

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bourse-exposure-'))
  db = withDataVault(openSqlite(join(dataDir, 'bourse.sqlite')), dataDir)
  userId = createTestInvestor(db, now).userId
})
afterEach(() => {
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const open = (sn: string, code: string, direction: 'long' | 'short', price: string): Command => ({
  type: 'openStockPosition',
  id: `open-${sn}`,
  positionSn: sn,
  stockName: code,
  market: 'sh',
  request: { direction, shares: Shares.of(100), lever: 10 },
  context: {
    signedIn: true,
    realNameStatus: 2,
    tradingOpen: true,
    stock: { code, suspended: false, price: Price.of(price), limits: undefined },
    settings: defaultSettings,
    schedule: Fees.standardSchedule,
    spreadRules: defaultSpreadRules,
  },
})
const close = (sn: string, price: string): Command => ({
  type: 'closeStockPosition',
  id: `close-${sn}`,
  positionSn: sn,
  reason: 'owner',
  market: { price: Price.of(price), limits: undefined, tradingOpen: true },
  schedule: Fees.standardSchedule,
  stayMaxDays: 0,
})

it('carries the risk exposure through orders and closes: the floating P&L of every open position', () => {
  const prices: Record<string, Price.Price> = { '600001': Price.of('11.37'), '600002': Price.of('4.02') }
  const priceOf = (code: string) => prices[code] as Price.Price
  const floatingOfPositions = () =>
    accountFloating(Object.values(loadAccount(db, userId).positions).map(stockRiskPosition), priceOf)
  executeCommand(db, userId, { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of(100_000) }, now)
  // read once with no positions, so every later state's exposure is carried by events, not summed again
  expect(accountExposure(loadAccount(db, userId)).bySymbol.size).toBe(0)
  const orders = [
    open('S1', '600001', 'long', '10.55'),
    open('S2', '600001', 'short', '10.60'),
    open('S3', '600002', 'long', '4.10'),
    close('S1', '11.00'),
    open('S4', '600001', 'long', '10.90'),
    close('S3', '4.00'),
  ]
  for (const command of orders) {
    expect(executeCommand(db, userId, command, now).ok).toBe(true)
    const carried = exposureFloating(accountExposure(loadAccount(db, userId)), priceOf)
    expect(Money.toText(carried)).toBe(Money.toText(floatingOfPositions()))
  }
  // S2 short from 10.60 and S4 long from 10.90 at 11.37: −77.00 + 47.00
  expect(Money.toText(exposureFloating(accountExposure(loadAccount(db, userId)), priceOf))).toBe('-30.00')
})
