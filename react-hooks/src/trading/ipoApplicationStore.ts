import { Ipo, type Money, Price, Shares, translate } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher } from '../accountStore.js'
import type { ApiClient, ApiFailure } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { awaitsPayment } from '../ipoStore.js'
import type { IpoApplication } from '../positionsStore.js'
import { type MoneyOutcome, refusedWith } from '../wallet/moneyOutcome.js'

/** Rows asked for per page while looking an application up (the server's largest page). */
const lookUpPageSize = 100

export interface IpoApplicationState {
  /** The application id asked for (the `id` query of /qingchouDetail). */
  readonly id: number | undefined
  readonly application: IpoApplication | undefined
  /** `loading` while paging through my applications; `missing` when none of mine has this id. */
  readonly status: 'idle' | 'loading' | 'found' | 'missing' | 'failed'
  readonly failure: ApiFailure | undefined
  /** Issue price × allotted shares, rounded once (core `IpoApplication.cost`), while payment is awaited. */
  readonly due: Money.Money | undefined
  readonly paying: boolean
  /** Looks application `id` up among mine (`/user/getOneSubscribeByUserId.do`: the server has no single-read call). */
  show(id: number): Promise<void>
  /** Confirms payment of an allotted online application (`/user/submitSubscribe.do`), then reads it again. */
  pay(): Promise<MoneyOutcome>
}

const dueOf = (application: IpoApplication): Money.Money | undefined =>
  awaitsPayment(application)
    ? Ipo.IpoApplication.cost(Price.of(application.buyPrice), Shares.of(application.applyNumber))
    : undefined

/** One new-share application in detail (/qingchouDetail?id=): its status, allotment, frozen funds and payment. */
export const createIpoApplicationStore = (
  client: ApiClient,
  deps: { readonly account?: AccountRefresher } = {},
): StoreApi<IpoApplicationState> => {
  const paying = createMutation(client, '/user/submitSubscribe.do')
  // A later `show` wins: answers for an older id are dropped.
  let asked = 0
  const find = async (id: number) => {
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await client.call('/user/getOneSubscribeByUserId.do', {
        pageNum: String(pageNum),
        pageSize: String(lookUpPageSize),
      })
      if (!page.ok) return page
      const found = page.data.list.find((each) => each.id === id)
      if (found || page.data.list.length < lookUpPageSize) return { ok: true as const, found }
    }
  }
  return createStore<IpoApplicationState>()((set, get) => {
    const show = async (id: number) => {
      asked += 1
      const mine = asked
      set({ id, status: 'loading', failure: undefined })
      const result = await find(id)
      if (mine !== asked) return
      if (!result.ok) return set({ status: 'failed', failure: result.failure, application: undefined, due: undefined })
      const application = result.found
      set(
        application
          ? { status: 'found', application, due: dueOf(application) }
          : { status: 'missing', application: undefined, due: undefined },
      )
    }
    return {
      id: undefined,
      application: undefined,
      status: 'idle',
      failure: undefined,
      due: undefined,
      paying: false,
      show,
      pay: async () => {
        const { application } = get()
        if (!application || !awaitsPayment(application)) return { ok: false, msg: '' }
        set({ paying: true })
        const result = await paying.run({ id: String(application.id) })
        set({ paying: false })
        if (!result.ok) return refusedWith(result.failure)
        await Promise.all([show(application.id), deps.account?.getState().refresh()])
        return {
          ok: true,
          msg: result.msg !== '' && result.msg !== 'ok' ? result.msg : translate('ok', client.language()),
        }
      },
    }
  })
}
