import { type Api, domainError, Hands, Shares, Wallet } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { createPagedListStore, type PagedListState } from '../pagedListStore.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'

export type FinancingOrder = Api.DataOf<'/user/funds/getUserApplyList.do'>['list'][number]
export type FinancingProductRow = Api.DataOf<'/user/funds/getFundsTypeList.do'>[number]
export type FinancingSetting = Api.DataOf<'/user/funds/getFundsSetting.do'>
export type SubAccount = Api.DataOf<'/user/funds/getUserSubaccount.do'>['list'][number]
export type SplitPosition = Api.DataOf<'/user/funds/fundsList.do'>['list'][number]

/** Financing lists page by 10 (spec 001 §9). */
export const financingPageSize = 10

/** The split-position order form: stock code, hands, direction, lever and the sub-account it trades in. */
export interface SplitOrderDraft {
  readonly code: string
  readonly hands: string
  readonly buyType: 0 | 1
  readonly lever: number
  readonly subaccountNumber: string
}

export interface FinancingState {
  readonly products: readonly FinancingProductRow[]
  readonly setting: FinancingSetting | undefined
  readonly subaccounts: readonly SubAccount[]
  /** The application form. */
  readonly typeId: number | undefined
  readonly margin: string
  readonly lever: number | undefined
  /** Core's terms and fee for the form as typed; undefined until a product, lever and positive margin. */
  readonly preview: Wallet.FinancingPreview | undefined
  readonly draft: SplitOrderDraft
  readonly submitting: boolean
  /** Products, ratios and the active sub-accounts. */
  load(): Promise<void>
  selectProduct(typeId: number): void
  setMargin(text: string): void
  setLever(lever: number): void
  /** Core's application check, then `/user/funds/addFundsApply.do`; the orders list again. */
  apply(): Promise<MoneyOutcome>
  editDraft(change: Partial<SplitOrderDraft>): void
  /**
   * A split-position buy: a sub-account is required ("No sub-account obtained" when the user has none), the stock
   * is looked up by code, hands × 100 shares (core `Shares.fromHands`), then `/user/funds/buyFunds.do`.
   */
  buy(): Promise<MoneyOutcome>
}

const page = (pageNum: number, pageSize: number) => ({ pageNum: String(pageNum), pageSize: String(pageSize) })

/** Margin financing (/orderlist?index=2, /days?id=): products, application, orders, sub-accounts, split positions. */
export const createFinancingStore = (
  client: ApiClient,
  deps: { readonly account?: AccountRefresher } = {},
): {
  store: StoreApi<FinancingState>
  orders: StoreApi<PagedListState<FinancingOrder, null>>
  positions: StoreApi<PagedListState<SplitPosition, 0 | 1>>
} => {
  const orders = createPagedListStore<FinancingOrder, null>({
    initialFilter: null,
    pageSize: financingPageSize,
    load: (_, pageNum, pageSize) => client.call('/user/funds/getUserApplyList.do', page(pageNum, pageSize)),
  })
  const positions = createPagedListStore<SplitPosition, 0 | 1>({
    initialFilter: 0,
    pageSize: financingPageSize,
    load: (state, pageNum, pageSize) =>
      client.call('/user/funds/fundsList.do', { state: String(state) as '0' | '1', ...page(pageNum, pageSize) }),
  })
  const applying = createMutation(client, '/user/funds/addFundsApply.do')
  const buying = createMutation(client, '/user/funds/buyFunds.do')
  const store = createStore<FinancingState>()((set, get) => {
    const product = () => get().products.find((row) => row.id === get().typeId)
    const previewNow = () => {
      const chosen = product()
      const { setting, lever } = get()
      return chosen && setting && lever
        ? Wallet.previewFinancing(Wallet.readAmountInput(get().margin), lever, chosen, setting)
        : undefined
    }
    const loadSubaccounts = async () => {
      const result = await client.call('/user/funds/getUserSubaccount.do', {})
      if (!result.ok) return
      const subaccounts = result.data.list
      const chosen = get().draft.subaccountNumber
      set({
        subaccounts,
        draft: {
          ...get().draft,
          subaccountNumber: subaccounts.some((sub) => sub.subaccountNumber === chosen)
            ? chosen
            : (subaccounts[0]?.subaccountNumber ?? ''),
        },
      })
    }
    return {
      products: [],
      setting: undefined,
      subaccounts: [],
      typeId: undefined,
      margin: '',
      lever: undefined,
      preview: undefined,
      draft: { code: '', hands: '1', buyType: 0, lever: 1, subaccountNumber: '' },
      submitting: false,
      load: async () => {
        const [products, setting] = await Promise.all([
          client.call('/user/funds/getFundsTypeList.do', {}),
          client.call('/user/funds/getFundsSetting.do', {}),
          loadSubaccounts(),
        ])
        set({
          ...(products.ok ? { products: products.data } : {}),
          ...(setting.ok ? { setting: setting.data } : {}),
        })
        const first = get().products[0]
        if (get().typeId === undefined && first) get().selectProduct(first.id)
      },
      selectProduct: (typeId) => {
        const chosen = get().products.find((row) => row.id === typeId)
        set({ typeId, lever: chosen ? Wallet.productLevers(chosen)[0] : undefined })
        set({ preview: previewNow() })
      },
      setMargin: (margin) => {
        set({ margin })
        set({ preview: previewNow() })
      },
      setLever: (lever) => {
        set({ lever })
        set({ preview: previewNow() })
      },
      apply: async () => {
        const chosen = product()
        const { lever, margin } = get()
        if (!chosen || lever === undefined) return { ok: false, msg: '' }
        const refusal = Wallet.checkFinancingApplication(Wallet.readAmountInput(margin), lever, chosen)
        if (refusal) return refusedBy(client, refusal)
        set({ submitting: true })
        const result = await applying.run({
          typeId: String(chosen.id),
          margin: margin.trim().replaceAll(',', ''),
          lever: String(lever),
        })
        set({ submitting: false })
        if (!result.ok) return refusedWith(result.failure)
        set({ margin: '', preview: undefined })
        await Promise.all([orders.getState().setFilter(null), deps.account?.getState().refresh()])
        return { ok: true, msg: result.msg }
      },
      editDraft: (change) => set({ draft: { ...get().draft, ...change } }),
      buy: async () => {
        const { draft } = get()
        if (draft.subaccountNumber === '') {
          await loadSubaccounts()
          if (get().draft.subaccountNumber === '')
            return {
              ok: false,
              msg: Wallet.walletLabel('walletNoSubaccount', client.language()),
            }
        }
        const hands = /^\d+$/.test(draft.hands.trim()) ? Number(draft.hands) : 0
        if (hands <= 0) return refusedBy(client, domainError('orderHandsRequired'))
        const stock = await client.call('/api/stock/getSingleStock.do', { code: draft.code.trim() })
        if (!stock.ok) return refusedWith(stock.failure)
        set({ submitting: true })
        const result = await buying.run({
          stockId: String(stock.data.stock.id),
          buyNum: Shares.fromHands(Hands.of(hands)).toFixed(0),
          buyType: String(draft.buyType) as '0' | '1',
          lever: String(draft.lever),
          subaccountNumber: get().draft.subaccountNumber,
        })
        set({ submitting: false })
        if (!result.ok) return refusedWith(result.failure)
        await Promise.all([positions.getState().setFilter(0), loadSubaccounts(), orders.getState().refresh()])
        return { ok: true, msg: result.msg }
      },
    }
  })
  return { store, orders, positions }
}
