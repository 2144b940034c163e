import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as S from '../money/Shares.js'
import { defaultSettings } from '../settings/Settings.js'
import { defaultSpreadRules } from '../spread/spreadRule.js'
import type { StockOrderContext, StockOrderRequest } from './checkStockOrder.js'

/** Test helper: long 10 hands at lever 10 on a main-board stock at 10.55 (previous close 10.00: limits 11.00 / 9.00). */
export const baseRequest: StockOrderRequest = { direction: 'long', shares: S.of(1000), lever: 10 }

export const baseContext: StockOrderContext = {
  signedIn: true,
  realNameStatus: 2,
  tradingOpen: true,
  stock: {
    code: '600000',
    suspended: false,
    price: P.of('10.55'),
    limits: { limitUp: P.of('11.00'), limitDown: P.of('9.00') },
  },
  available: M.of('100000'),
  settings: defaultSettings,
  schedule: standard,
  spreadRules: defaultSpreadRules,
}

export const withPrice = (context: StockOrderContext, price: string): StockOrderContext => ({
  ...context,
  stock: { ...context.stock, price: P.of(price) },
})
