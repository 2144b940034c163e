import { type Api, Ipo, Price, Shares, translate } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher, UserInfo } from './accountStore.js'
import type { ApiClient, ApiFailure } from './apiClient.js'
import { createMutation } from './createMutation.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'
import type { IpoApplication } from './positionsStore.js'

export type IpoItem = Api.DataOf<'/user/newStockList.do'>['list'][number]

/** Rows per page of the new-share list (spec 000 §9). */
export const ipoPageSize = 9

export type IpoOutcome =
  | { readonly ok: true; readonly msg: string }
  | { readonly ok: false; readonly msg: string; readonly failure?: ApiFailure }

export interface IpoState {
  /** Applies for `quantity` shares (digits only) of `item`, after core's application checks. */
  apply(item: IpoItem, quantity: string, user: UserInfo | undefined): Promise<IpoOutcome>
  /** Confirms payment of an allotted online (type 1) application. */
  pay(application: IpoApplication): Promise<IpoOutcome>
  /** Whether `item` still takes applications by the store's clock (core's `isOpenForApplication`). */
  isOpen(item: IpoItem): boolean
}

/** True when an application shows 'confirm payment' instead of its status (spec 000 §4): type 1, status 3. */
export const awaitsPayment = (application: Pick<IpoApplication, 'type' | 'status'>): boolean =>
  application.type === 1 && application.status === 3

/** The listing as core's IPO rules read it. */
export const listingOf = (item: IpoItem): Ipo.IpoListing => ({
  code: item.code,
  name: item.name,
  market: item.stockType,
  issuePrice: Price.of(item.price),
  orderNumber: Shares.of(item.orderNumber),
  minQuantity: Shares.of(item.minQuantity),
  type: item.type,
  applicationDeadline: item.subscribeTime,
  paymentDeadline: item.payEndTime,
  listingDate: item.subscriptionTime,
})

/** New shares: the list (9 a page), my applications, apply and confirm payment. `now` is the clock. */
export const createIpoStore = (
  client: ApiClient,
  now: () => number = () => Date.now(),
  deps: { readonly account?: AccountRefresher } = {},
): {
  store: StoreApi<IpoState>
  listings: StoreApi<PagedListState<IpoItem, null>>
  applications: StoreApi<PagedListState<IpoApplication, null>>
} => {
  const page = (pageNum: number, pageSize: number) => ({ pageNum: String(pageNum), pageSize: String(pageSize) })
  const listings = createPagedListStore<IpoItem, null>({
    initialFilter: null,
    pageSize: ipoPageSize,
    load: (_, pageNum, pageSize) => client.call('/user/newStockList.do', page(pageNum, pageSize)),
  })
  const applications = createPagedListStore<IpoApplication, null>({
    initialFilter: null,
    load: (_, pageNum, pageSize) => client.call('/user/getOneSubscribeByUserId.do', page(pageNum, pageSize)),
  })
  const applying = createMutation(client, '/user/ipo/apply.do')
  const paying = createMutation(client, '/user/submitSubscribe.do')
  const message = (msg: string, fallback: 'ok') =>
    msg !== '' && msg !== 'ok' ? msg : translate(fallback, client.language())
  const store = createStore<IpoState>()(() => ({
    isOpen: (item) => Ipo.isOpenForApplication(listingOf(item), now()),
    apply: async (item, quantity, user) => {
      const digits = quantity.trim()
      const shares = /^\d+$/.test(digits) ? Shares.of(digits) : undefined
      const available = user?.enableAmt
      if (available !== undefined) {
        const checked = Ipo.IpoApplication.checkApply(listingOf(item), shares, now(), available)
        if (!checked.ok)
          return { ok: false, msg: translate(checked.error.key, client.language(), checked.error.params) }
      }
      const result = await applying.run({ newCode: item.code, applyNums: digits })
      if (!result.ok) return { ok: false, msg: result.failure.msg, failure: result.failure }
      await Promise.all([applications.getState().setFilter(null), deps.account?.getState().refresh()])
      return { ok: true, msg: message(result.msg, 'ok') }
    },
    pay: async (application) => {
      const result = await paying.run({ id: String(application.id) })
      if (!result.ok) return { ok: false, msg: result.failure.msg, failure: result.failure }
      await Promise.all([applications.getState().setFilter(null), deps.account?.getState().refresh()])
      return { ok: true, msg: message(result.msg, 'ok') }
    },
  }))
  return { store, listings, applications }
}
