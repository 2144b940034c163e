import type { Api } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { createPagedListStore, type PagedListState } from '../pagedListStore.js'
import { type MoneyOutcome, refusedWith } from '../wallet/moneyOutcome.js'

export type BlockTradeItem = Api.DataOf<'/api/stock/getDzList.do'>['list'][number]
export type BlockTradeRecord = Api.DataOf<'/user/buyStockDzList.do'>['list'][number]

export interface BlockTradeState {
  /** The product being ordered, with the quantity dialog open. */
  readonly chosen: BlockTradeItem | undefined
  /** Shares as typed; opens at the product's minimum. */
  readonly quantity: string
  readonly submitting: boolean
  choose(item: BlockTradeItem | undefined): void
  setQuantity(text: string): void
  /**
   * `/user/buyStockDz.do`: the server runs core's block-trade rules (whole hands, at least the minimum, the discounted
   * price, lever 1, ordinary charges within available) and answers the record; the records and balances again.
   */
  buy(): Promise<MoneyOutcome>
}

const page = (pageNum: number, pageSize: number) => ({ pageNum: String(pageNum), pageSize: String(pageSize) })

/** Block trades (/dazong): the products at a discount, the order dialog, my block trades. */
export const createBlockTradeStore = (
  client: ApiClient,
  deps: { readonly account?: AccountRefresher } = {},
): {
  store: StoreApi<BlockTradeState>
  products: StoreApi<PagedListState<BlockTradeItem, null>>
  records: StoreApi<PagedListState<BlockTradeRecord, null>>
} => {
  const products = createPagedListStore<BlockTradeItem, null>({
    initialFilter: null,
    load: (_, pageNum, pageSize) => client.call('/api/stock/getDzList.do', page(pageNum, pageSize)),
  })
  const records = createPagedListStore<BlockTradeRecord, null>({
    initialFilter: null,
    load: (_, pageNum, pageSize) => client.call('/user/buyStockDzList.do', page(pageNum, pageSize)),
  })
  const buying = createMutation(client, '/user/buyStockDz.do')
  const store = createStore<BlockTradeState>()((set, get) => ({
    chosen: undefined,
    quantity: '',
    submitting: false,
    choose: (chosen) => set({ chosen, quantity: chosen ? String(chosen.minNum) : '' }),
    setQuantity: (quantity) => set({ quantity: quantity.replace(/\D/g, '') }),
    buy: async () => {
      const { chosen, quantity } = get()
      if (!chosen) return { ok: false, msg: '' }
      set({ submitting: true })
      const result = await buying.run({ id: String(chosen.id), num: quantity })
      set({ submitting: false })
      if (!result.ok) return refusedWith(result.failure)
      set({ chosen: undefined, quantity: '' })
      await Promise.all([records.getState().setFilter(null), deps.account?.getState().refresh()])
      return { ok: true, msg: result.msg }
    },
  }))
  return { store, products, records }
}
