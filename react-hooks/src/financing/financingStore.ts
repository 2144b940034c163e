import { type Api, domainError, Hands, Money, Shares, type StockOrder, Wallet } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { createPagedListStore, type PagedListState } from '../pagedListStore.js'
import { quoteStockBuy } from '../trading/stockBuyQuote.js'
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

/** A split-position buy under review: core's quote at the price read, and what stays in the sub-account's cash. */
export interface SplitReview {
  readonly stockName: string
  readonly stockNameEn: string | undefined
  readonly code: string
  readonly subaccountNumber: string
  readonly hands: number
  readonly quote: StockOrder.Quote
  readonly availableAfter: Money.Money | undefined
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
  /** The split buy shown for confirmation (`reviewSplit`); undefined when none. */
  readonly splitReview: SplitReview | undefined
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
   * The review before a split buy (issue 35): the form's checks, the stock's price, the server's spread rate and the
   * broker's fees, priced by core's `StockOrder.quote`, with the sub-account's cash after it; nothing is sent.
   */
  reviewSplit(buyType: 0 | 1): Promise<MoneyOutcome>
  cancelSplitReview(): void
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
    /** The split buy's form checks and its stock, read by code. */
    const checkDraft = async (): Promise<
      { stock: Api.DataOf<'/api/stock/getSingleStock.do'>; hands: number } | MoneyOutcome
    > => {
      if (get().draft.subaccountNumber === '') {
        await loadSubaccounts()
        if (get().draft.subaccountNumber === '')
          return { ok: false, msg: Wallet.walletLabel('walletNoSubaccount', client.language()) }
      }
      const { draft } = get()
      const hands = /^\d+$/.test(draft.hands.trim()) ? Number(draft.hands) : 0
      if (hands <= 0) return refusedBy(client, domainError('orderHandsRequired'))
      const stock = await client.call('/api/stock/getSingleStock.do', { code: draft.code.trim() })
      if (!stock.ok) return refusedWith(stock.failure)
      return { stock: stock.data, hands }
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
      splitReview: undefined,
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
      reviewSplit: async (buyType) => {
        set({ draft: { ...get().draft, buyType } })
        const checked = await checkDraft()
        if (!('stock' in checked)) return checked
        const { stock, hands } = checked
        const price = stock.stock.nowPrice
        const shares = Shares.fromHands(Hands.of(hands))
        const { draft, subaccounts } = get()
        const quote = await quoteStockBuy(client, stock.stock, price, shares, draft.lever)
        if (quote === undefined) return { ok: false, msg: '' }
        const cash = subaccounts.find((sub) => sub.subaccountNumber === draft.subaccountNumber)?.enableAmt
        set({
          splitReview: {
            stockName: stock.stock.name,
            stockNameEn: stock.stock.nameEn ?? undefined,
            code: stock.stock.code,
            subaccountNumber: draft.subaccountNumber,
            hands,
            quote,
            availableAfter: cash && Money.sub(cash, quote.deposit),
          },
        })
        return { ok: true, msg: '' }
      },
      cancelSplitReview: () => set({ splitReview: undefined }),
      buy: async () => {
        const checked = await checkDraft()
        set({ splitReview: undefined })
        if (!('stock' in checked)) return checked
        const { draft } = get()
        const { stock, hands } = checked
        set({ submitting: true })
        const result = await buying.run({
          stockId: String(stock.stock.id),
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
