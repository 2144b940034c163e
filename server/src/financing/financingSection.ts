import { Money } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { applicationsOf } from './financingRows.js'

const text = (amount: Money.Money) => Money.toText(Money.round(amount))

/**
 * The margin-financing part of the whole-account look-up: every application and sub-account, newest first, with its
 * terms, status, cash, margins, fees and open split positions (their live P&L is on the investor's own list).
 */
export const financingSection = (db: SqlConnection, userId: number): Record<string, unknown>[] =>
  applicationsOf(db, userId).map(({ id, record: r }) => ({
    id,
    subaccountNumber: r.subaccountNumber ?? null,
    status: r.status,
    product: r.product.name,
    margin: text(r.terms.margin),
    lever: r.terms.lever,
    borrowed: text(r.terms.borrowed),
    warningLine: text(r.terms.warningLine),
    unwindLine: text(r.terms.unwindLine),
    available: text(r.available),
    frozen: text(r.frozen),
    manageFee: text(r.manageFee),
    feeDays: r.feeDays,
    reason: r.reason ?? null,
    returned: r.returned === undefined ? null : text(r.returned),
    appliedAt: r.appliedAt,
    endsAt: r.endsAt ?? null,
    endedAt: r.endedAt ?? null,
    openPositions: Object.values(r.positions).map((p) => ({
      positionSn: p.positionSn,
      code: p.stockCode,
      direction: p.direction,
      shares: p.shares.toFixed(),
      openPrice: p.openPrice.toFixed(2),
      margin: text(p.margin),
    })),
  }))
