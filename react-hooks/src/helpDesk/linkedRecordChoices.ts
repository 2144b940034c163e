import type { HelpDesk, Money } from '@bourse/core'
import type { ApiClient } from '../apiClient.js'

/** One of the investor's records a help request can concern, as the picker lists it. */
export interface LinkedRecordChoice {
  /** The number the server checks and the record's own screen shows. */
  readonly id: string
  readonly amount: Money.Money | undefined
  readonly at: number
  /** The instrument of a position or pending order. */
  readonly code: string | undefined
  readonly name: string | undefined
}

const recent = { pageNum: '1', pageSize: '20' }

/**
 * The investor's latest records of `kind` (20 of each list, newest first: a question is about a recent one; an older
 * one still comes in by its link, `&kind=&record=`). Undefined when a list could not be read.
 */
export const loadLinkedRecordChoices = async (
  client: ApiClient,
  kind: HelpDesk.LinkedRecordKind,
): Promise<readonly LinkedRecordChoice[] | undefined> => {
  const none = { code: undefined, name: undefined }
  switch (kind) {
    case 'withdrawal': {
      const result = await client.call('/user/withdraw/list.do', recent)
      return result.ok
        ? result.data.list.map((row) => ({ id: String(row.id), amount: row.withAmt, at: row.applyTime, ...none }))
        : undefined
    }
    case 'recharge': {
      const result = await client.call('/user/recharge/list.do', recent)
      return result.ok
        ? result.data.list.map((row) => ({ id: row.orderSn, amount: row.payAmount, at: row.createTime, ...none }))
        : undefined
    }
    case 'position': {
      const [open, closed] = await Promise.all(
        (['0', '1'] as const).map((state) => client.call('/user/position/list.do', { state, ...recent })),
      )
      if (!open?.ok || !closed?.ok) return undefined
      return [...open.data.list, ...closed.data.list].map((row) => ({
        id: row.positionSn,
        amount: row.orderTotalPrice,
        at: row.buyOrderTime,
        code: row.stockCode,
        name: row.stockName,
      }))
    }
    case 'order': {
      const result = await client.call('/user/orderList.do', recent)
      return result.ok
        ? result.data.list.map((row) => ({
            id: String(row.id),
            amount: row.frozenAmt,
            at: row.addTime,
            code: row.stockCode,
            name: row.stockName,
          }))
        : undefined
    }
  }
}
