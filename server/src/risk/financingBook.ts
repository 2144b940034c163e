import {
  createRiskBook,
  exposureOf,
  type FinancingAccount,
  Money,
  priceTriggersOf,
  Rate,
  type RiskBook,
} from '@bourse/core'
import { financingDueAt } from '../financing/financingDueAt.js'
import { createDueIndex } from './dueIndex.js'
import type { SplitTargetTrigger, TriggerIndex } from './triggerIndex.js'

const active = 1

/**
 * The margin-financing sub-accounts as the risk loop keeps them (DECISIONS §10, §24): each active sub-account's row in
 * an integer `RiskBook` keyed by application id, judged by its own unwind and warning lines (assets = available +
 * frozen + Σ P&L of its open split positions, linear in the prices); its next expiry or management-fee time in a
 * sorted index; its split positions' take-profit / stop-loss in the trigger index; and its last warning day. A
 * sub-account is patched when its user's account changes (`follow`), never read on a tick it has nothing due.
 */
export interface FinancingBook {
  /** The rows, by application id. */
  readonly book: RiskBook
  /** Follows the sub-accounts of `financings` (a user's, or some of them): active ones put, the others taken out. */
  follow(userId: number, financings: Readonly<Record<string, FinancingAccount>> | undefined): void
  /** The user of a sub-account the book holds. */
  ownerOf(applicationId: string): number | undefined
  /** The sub-accounts whose expiry or next day of fee has come at `now`. */
  dueBy(now: number): { readonly applicationId: number; readonly userId: number }[]
  lastWarningDay(applicationId: number): string | undefined
  rememberWarning(applicationId: number, day: string): void
}

/** The rows are judged by their own lines only; this rule is never applied. */
const noRule = { stopPercent: Rate.of(0), remindRatio: Rate.of(0) }

const splitTargetsOf = (applicationId: number, record: FinancingAccount): Map<string, SplitTargetTrigger> => {
  const triggers = new Map<string, SplitTargetTrigger>()
  for (const [key, { kind: _kind, expiresAt: _expiresAt, ...trigger }] of priceTriggersOf({
    positions: record.positions,
    pendingOrders: {},
  }))
    triggers.set(key, { ...trigger, kind: 'splitTarget', applicationId })
  return triggers
}

export const createFinancingBook = (triggers: TriggerIndex): FinancingBook => {
  const book = createRiskBook(noRule)
  const owners = new Map<string, number>()
  /** Records already followed (a state whose sub-account did not change shares its record: it costs nothing). */
  const seen = new WeakSet<FinancingAccount>()
  const followed = new Set<string>()
  const due = createDueIndex<number>()
  const warnings = new Map<number, string>()

  const put = (userId: number, record: FinancingAccount) => {
    const id = Number(record.id)
    const positions = Object.values(record.positions).map((p) => ({
      symbol: p.stockCode,
      direction: p.direction,
      openPrice: p.openPrice,
      quantity: p.shares,
      stayFees: Money.zero,
    }))
    book.put(record.id, record, exposureOf(positions), {
      line: record.terms.unwindLine,
      warningLine: record.terms.warningLine,
    })
    owners.set(record.id, userId)
    due.set(id, financingDueAt(record))
    triggers.replaceSubaccount(id, userId, splitTargetsOf(id, record))
  }
  const drop = (userId: number, record: FinancingAccount) => {
    const id = Number(record.id)
    book.remove(record.id)
    owners.delete(record.id)
    due.set(id, undefined)
    triggers.replaceSubaccount(id, userId, new Map())
  }

  return {
    book,
    follow: (userId, financings) => {
      for (const record of Object.values(financings ?? {})) {
        if (seen.has(record)) continue
        seen.add(record)
        if (record.status === active) {
          put(userId, record)
          followed.add(record.id)
        } else if (followed.has(record.id)) {
          drop(userId, record)
          followed.delete(record.id)
        }
      }
    },
    ownerOf: (applicationId) => owners.get(applicationId),
    dueBy: (now) =>
      due.dueBy(now).flatMap((id) => {
        const userId = owners.get(String(id))
        return userId === undefined ? [] : [{ applicationId: id, userId }]
      }),
    lastWarningDay: (applicationId) => warnings.get(applicationId),
    rememberWarning: (applicationId, day) => {
      warnings.set(applicationId, day)
    },
  }
}
