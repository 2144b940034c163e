import {
  type AccountState,
  type Api,
  type Balances,
  contractProfitAndLoss,
  contractRiskRule,
  fromJson,
  Money,
  profitAndLoss,
  type RiskAssessment,
} from '@bourse/core'
import { frozenAccountOf, loadAccount } from '../accounts/accountRepository.js'
import type { InconsistentAccountError } from '../accounts/inconsistentAccount.js'
import { alertsSection } from '../alerts/alertsSection.js'
import { financingSection } from '../financing/financingSection.js'
import { fundsLookupSection } from '../funds/fundsStaffRows.js'
import { gttSection } from '../gtt/gttSection.js'
import { identitySection } from '../identity/identitySection.js'
import type { MarketService } from '../market/MarketService.js'
import { contractAccountRisk } from '../risk/contractRisk.js'
import { currentStockAccountRisk } from '../risk/stockAccountRisk.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { closedPositionsSection } from '../trading/closedPositionsSection.js'
import type { UserRecord } from '../users/usersRepository.js'
import { welfareSection } from '../welfare/welfareSection.js'
import { sessionsOf } from './investorSessions.js'

/** One area's part of the whole-account view: a plain JSON value (masked where personal data is concerned). */
export type LookupSection = (db: SqlConnection, userId: number, now: number) => unknown

/**
 * The areas that add a section to the whole-account view, by name. Each area owns its function (KYC state, masked
 * bank card, withdrawals and recharges under review, financing sub-accounts, welfare application); add one line each.
 */
export const lookupSections: Readonly<Record<string, LookupSection>> = {
  identity: identitySection,
  welfare: welfareSection,
  funds: fundsLookupSection,
  financing: financingSection,
  closedPositions: closedPositionsSection,
  sessions: sessionsOf,
  alerts: alertsSection,
  gtt: gttSection,
}

const money = (amount: Money.Money) => Money.toText(Money.round(amount))

const riskRow = (account: 'stock' | 'index' | 'futures', assessment: RiskAssessment | undefined) =>
  assessment && {
    account,
    liquidationLine: money(assessment.line),
    floating: money(assessment.floating),
    distance: money(assessment.distance),
  }

const stockPositions = (state: AccountState, market: MarketService, liquidationPriceOf: (code: string) => string) =>
  Object.values(state.positions).map((position) => {
    const now = market.quote(position.stockCode)?.price
    return {
      positionSn: position.positionSn,
      account: 'stock' as const,
      code: position.stockCode,
      name: position.stockName,
      direction: position.direction,
      quantity: position.shares.toFixed(),
      openPrice: position.openPrice.toFixed(2),
      nowPrice: now?.toFixed(2) ?? '',
      margin: money(position.margin),
      profitAndLoss: now ? money(profitAndLoss(position.direction, position.openPrice, now, position.shares)) : '0.00',
      liquidationPrice: liquidationPriceOf(position.stockCode),
    }
  })

const contractPositions = (state: AccountState, market: MarketService) =>
  Object.values(state.contractPositions).map((position) => {
    const now = market.quote(position.code)?.price
    return {
      positionSn: position.positionSn,
      account: position.kind,
      code: position.code,
      name: position.name,
      direction: position.direction,
      quantity: String(position.hands),
      openPrice: position.openPoint.toFixed(2),
      nowPrice: now?.toFixed(2) ?? '',
      margin: money(position.deposit),
      profitAndLoss: now
        ? money(contractProfitAndLoss(position.direction, position.openPoint, now, position.eachPoint, position.hands))
        : '0.00',
      liquidationPrice: '',
    }
  })

const latestFundFlow = (db: SqlConnection, userId: number) =>
  db
    .prepare(
      // An adjustment's row carries its reason, as the investor's fund flow shows it (DECISIONS §0).
      `SELECT j.id, j.at, j.type, j.balance, j.amount, j.balance_after AS balanceAfter,
         CASE WHEN a.reason IS NULL THEN j.reference ELSE j.reference || ' · ' || a.reason END AS reference
       FROM journal j LEFT JOIN adjustments a ON j.reference = 'adjustment:' || CAST(a.id AS TEXT)
       WHERE j.user_id = ? ORDER BY j.id DESC LIMIT 20`,
    )
    .all(userId) as (typeof Api.LookupFundFlow.Encoded)[]

/** The balances the investor is shown (the `accounts` row), for an account whose history cannot be replayed. */
const storedBalances = (db: SqlConnection, userId: number): Balances => {
  const row = db.prepare('SELECT balances FROM accounts WHERE user_id = ?').get(userId) as
    | { balances: string | null }
    | undefined
  try {
    return row?.balances ? fromJson<Balances>(row.balances) : ({} as Balances)
  } catch {
    return {} as Balances
  }
}

const userOf = (user: UserRecord) => ({
  id: user.id,
  phone: user.phone,
  realName: user.realName,
  isActive: user.isActive,
  createdAt: user.createdAt,
})

const sectionsOf = (db: SqlConnection, userId: number, now: number) =>
  Object.fromEntries(Object.entries(lookupSections).map(([name, section]) => [name, section(db, userId, now)]))

const balancesOf = (balances: Balances) =>
  Object.fromEntries(Object.entries(balances).map(([name, amount]) => [name, money(amount)]))

/**
 * A frozen account (issue 34) as support sees it: why (the event), the balances the investor is shown, the fund flow
 * and every section; no positions, orders or risk, which only its replay could give.
 */
const frozenLookup = (
  db: SqlConnection,
  user: UserRecord,
  frozen: InconsistentAccountError,
  now: number,
): typeof Api.AccountLookup.Encoded => ({
  user: userOf(user),
  balances: balancesOf(storedBalances(db, user.id)),
  risk: [],
  positions: [],
  pendingOrders: [],
  fundFlow: latestFundFlow(db, user.id),
  sections: sectionsOf(db, user.id, now),
  frozen: { seq: frozen.seq, type: frozen.eventType, reason: frozen.reason },
})

/**
 * Everything support needs to answer an investor (DECISIONS §16): identity (the real name; never the ID number),
 * the balances of the three accounts, each account's distance to its liquidation line at live prices, open
 * positions, waiting pending orders, the latest 20 fund-flow rows, and each area's section (closed positions and the
 * investor's sessions among them). A frozen account says why instead of its positions (`frozenLookup`).
 */
export const accountLookup = (
  db: SqlConnection,
  market: MarketService,
  user: UserRecord,
  now: number,
): typeof Api.AccountLookup.Encoded => {
  const frozen = frozenAccountOf(db, user.id)
  if (frozen !== undefined) return frozenLookup(db, user, frozen, now)
  const state = loadAccount(db, user.id)
  const settings = readSettings(db)
  const stockRisk = currentStockAccountRisk(state, market, settings)
  const contractRule = contractRiskRule(settings)
  const contractRisk = (kind: 'index' | 'futures') =>
    contractAccountRisk({ db, market }, { userId: user.id, kind }, contractRule)?.assessment
  return {
    user: userOf(user),
    balances: balancesOf(state.balances),
    risk: [
      riskRow('stock', stockRisk?.assessment),
      riskRow('index', contractRisk('index')),
      riskRow('futures', contractRisk('futures')),
    ].filter((row) => row !== undefined),
    positions: [
      ...stockPositions(state, market, (code) => stockRisk?.liquidationPriceOf(code)?.toFixed(2) ?? ''),
      ...contractPositions(state, market),
    ],
    pendingOrders: Object.values(state.pendingOrders)
      .filter((order) => order.status === 0)
      .map((order) => ({
        id: order.orderId,
        code: order.stockCode,
        direction: order.request.direction,
        shares: order.request.shares.toFixed(),
        targetPrice: order.targetPrice.toFixed(2),
        reserved: money(order.reservation.deposit),
      })),
    fundFlow: latestFundFlow(db, user.id),
    sections: sectionsOf(db, user.id, now),
  }
}
