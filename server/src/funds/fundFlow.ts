import {
  type Api,
  type BalanceName,
  balanceNames,
  fundFlowSummaryKey,
  type Language,
  Money,
  translate,
} from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

type FundFlowWire = typeof Api.FundFlow.Encoded

interface JournalRow {
  id: number
  type: string
  balance: string
  amount: string
  balance_after: string
  reference: string
  at: number
}

const accountOf = (balance: string): FundFlowWire['account'] => {
  const account = balance.split('.')[0]
  return account === 'index' || account === 'futures' ? account : 'stock'
}

/** One journal row as a fund-flow line, its summary in `language`: `withdrawalFee` reads "Withdrawal fee". */
const flowLine = (row: JournalRow, language: Language): FundFlowWire => {
  const key = fundFlowSummaryKey(row.type)
  return {
    id: row.id,
    deType: row.type,
    deSummary: key === undefined ? row.type : translate(key, language),
    deAmt: Money.toText(Money.of(row.amount)),
    afterAmt: Money.toText(Money.of(row.balance_after)),
    account: accountOf(row.balance),
    balance: balanceNames.includes(row.balance as BalanceName) ? (row.balance as BalanceName) : 'stock.available',
    orderSn: row.reference === '' ? null : row.reference,
    addTime: row.at,
  }
}

/**
 * A page of the user's fund flow (`/user/cash/list.do`): every journal movement of the user, newest first, each with
 * its summary in the caller's language. The journal is the one source, so the list always adds up to the balances.
 */
export const fundFlowPage = (
  db: SqlConnection,
  userId: number,
  page: { pageNum: number; pageSize: number },
  language: Language,
) => {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM journal WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = db
    .prepare(
      `SELECT id, type, balance, amount, balance_after, reference, at FROM journal
       WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as JournalRow[]
  return { list: rows.map((row) => flowLine(row, language)), total, pageNum: page.pageNum, pageSize: page.pageSize }
}
