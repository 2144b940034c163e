import {
  accountFloating,
  assessRisk,
  type ContractKind,
  contractRiskPosition,
  contractRiskRule,
  Money,
  type Price,
  pricesOf,
  type RiskAssessment,
  riskSweep,
} from '@bourse/core'
import { loadAccount } from '../accounts/accountRepository.js'
import { executeCommand } from '../accounts/executeCommand.js'
import type { LiquidateContractAccount } from '../contracts/engineTypes.js'
import { postNotice } from '../inbox/inboxRepository.js'
import type { MarketService } from '../market/MarketService.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { RiskBooks } from './riskBooks.js'

/** What the sweep needs: the database and the live market (the server's context will do). */
export interface ContractRiskContext {
  readonly db: SqlConnection
  readonly market?: MarketService | undefined
  /** Where an account's failure is reported (the risk loop's report). */
  readonly report?: (what: string, error: unknown) => void
}

/** One account the sweep liquidated. */
export interface ContractLiquidation {
  readonly userId: number
  readonly kind: ContractKind
  readonly closed: number
  readonly line: Money.Money
  readonly floating: Money.Money
}

export interface Holder {
  readonly userId: number
  readonly kind: ContractKind
}

/** The account's risk at the current points, or `undefined` when a point is missing (then nothing is decided). */
export const contractAccountRisk = (
  context: ContractRiskContext & { readonly market: MarketService },
  holder: Holder,
  rule: ReturnType<typeof contractRiskRule>,
): { readonly assessment: RiskAssessment; readonly points: Record<string, Price.Price> } | undefined => {
  const state = loadAccount(context.db, holder.userId)
  const positions = Object.values(state.contractPositions).filter((p) => p.kind === holder.kind)
  const points: Record<string, Price.Price> = {}
  for (const p of positions) {
    const quote = context.market.quote(p.code)
    if (!quote) return undefined
    points[p.code] = quote.price
  }
  const risk = positions.map((p) =>
    contractRiskPosition(p.code, p.direction, p.openPoint, p.eachPoint, p.hands, Money.zero),
  )
  const floating = accountFloating(risk, (code) => points[code] as Price.Price)
  const balances = {
    available: state.balances[`${holder.kind}.available`],
    frozen: state.balances[`${holder.kind}.frozen`],
  }
  return { assessment: assessRisk(balances, floating, rule), points }
}

/** Liquidates one account when the rule says so, with its notice, in one transaction; `undefined` when not due. */
const liquidateIfDue = (
  db: SqlConnection,
  market: MarketService,
  holder: Holder,
  rule: ReturnType<typeof contractRiskRule>,
  now: number,
): ContractLiquidation | undefined => {
  const risk = contractAccountRisk({ db, market }, holder, rule)
  if (!risk?.assessment.liquidate) return undefined
  const command: LiquidateContractAccount = {
    type: 'liquidateContractAccount',
    id: `liquidate-${holder.kind}-${now}`,
    kind: holder.kind,
    points: risk.points,
    rule,
  }
  const { line, floating } = risk.assessment
  const closed = db.transaction(() => {
    const decision = executeCommand(db, holder.userId, command, now)
    if (!decision.ok || decision.events.length === 0) return 0
    postNotice(
      db,
      holder.userId,
      {
        key: holder.kind === 'index' ? 'contractIndexLiquidated' : 'contractFuturesLiquidated',
        params: {
          floating: Money.toText(Money.round(floating)),
          line: Money.toText(line),
          count: String(decision.events.length),
        },
      },
      now,
    )
    return decision.events.length
  })()
  return closed > 0 ? { ...holder, closed, line, floating } : undefined
}

/**
 * Applies DECISIONS §6 to the index and futures accounts the contract books find at their line at the market's
 * current points (`riskSweep`, exact in integers): for each, the rule is applied again in decimals and, where
 * floating ≤ −round2((available + frozen) × `forceSellPercent`), the engine's `liquidateContractAccount` closes all of
 * that account's positions (reason `liquidation`, journaled) and the user gets a notice, in one transaction. The risk
 * loop calls it on every tick (after `books.catchUp`); accounts far from their line cost a multiply-add per contract.
 */
export const sweepContractAccounts = (
  context: ContractRiskContext,
  books: Pick<RiskBooks, 'contracts' | 'refresh'>,
  now: number,
): ContractLiquidation[] => {
  const { db, market } = context
  if (!market) return []
  const rule = contractRiskRule(readSettings(db))
  const done: ContractLiquidation[] = []
  for (const kind of ['index', 'futures'] as const) {
    const book = books.contracts[kind]
    const due = riskSweep(
      book,
      pricesOf(book, (code) => market.quote(code)?.price),
    ).liquidate
    for (const id of due) {
      const holder = { userId: Number(id), kind }
      try {
        const liquidated = liquidateIfDue(db, market, holder, rule, now)
        if (liquidated) done.push(liquidated)
        books.refresh(holder.userId)
      } catch (error) {
        // One account's failure must not keep the others from being liquidated; the next tick retries it.
        const what = `contract account ${holder.userId} ${kind}`
        if (context.report) context.report(what, error)
        else process.stderr.write(`risk loop: ${what} failed: ${String(error)}\n`)
      }
    }
  }
  return done
}
