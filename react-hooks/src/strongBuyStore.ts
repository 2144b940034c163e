import { Api, Hands, Shares, StockOrder, translate } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher, UserInfo } from './accountStore.js'
import type { ApiClient, ApiFailure } from './apiClient.js'
import { createMutation } from './createMutation.js'
import { typeCustomHands } from './handsChoice.js'
import type { StrongBuyRow } from './marketLists.js'
import { authenticationPath } from './orderTicketStore.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'

/** Why /vipdetail has no row to show: no `item` query, or one that is not a strong-buy row. */
export type StrongBuyItemProblem = 'missing' | 'malformed'

export type StrongBuyItemRead =
  | { readonly ok: true; readonly item: StrongBuyRow }
  | { readonly ok: false; readonly problem: StrongBuyItemProblem }

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Reads the `item` query of /vipdetail: the chosen list row as encoded JSON (spec 000 §2), decoded once here with
 * core's `StrongBuyItem` schema, the one the list itself is decoded with. Encoded once or twice, or plain, all read.
 * Example: `%7B%22id%22%3A1%2C…%7D` → the row; `{"id":"x"}` or `%E0%A4` → `malformed`; `null` → `missing`.
 */
export const readStrongBuyItem = (text: string | null | undefined): StrongBuyItemRead => {
  if (text === null || text === undefined || text.trim() === '') return { ok: false, problem: 'missing' }
  let candidate = text
  // URLSearchParams undoes one encoding; the list link encodes the JSON once more (encodeURIComponent).
  for (let round = 0; round < 2 && !candidate.trimStart().startsWith('{'); round += 1) {
    try {
      candidate = decodeURIComponent(candidate)
    } catch {
      return { ok: false, problem: 'malformed' }
    }
  }
  const json = parseJson(candidate)
  const decoded = Api.decodePayload(Api.StrongBuyItem, json)
  return decoded.ok ? { ok: true, item: decoded.value } : { ok: false, problem: 'malformed' }
}

/**
 * The /vipdetail link's `item` for a list row (spec 000 §2: encoded JSON of the chosen row): the row as the server
 * sent it (the change with its 2 wire decimals, core's `ChangeFromString`), JSON, URI-encoded, so that
 * `readStrongBuyItem` decodes it with the same schema. Example: hcrate 10 → `"hcrate":"10.00"`.
 */
export const strongBuyItemQuery = (row: StrongBuyRow): string =>
  encodeURIComponent(JSON.stringify({ ...row, hcrate: row.hcrate.toFixed(2) }))

export type StrongBuyOutcome =
  | { readonly ok: true; readonly msg: string }
  | { readonly ok: false; readonly msg: string; readonly failure?: ApiFailure; readonly redirect?: string }

export interface StrongBuyState {
  readonly item: StrongBuyRow | undefined
  readonly problem: StrongBuyItemProblem | undefined
  /** Hands typed (digits only); one hand is 100 shares. */
  readonly hands: string
  readonly submitting: boolean
  /** Shows the row of an `item` query (see `readStrongBuyItem`); the hands start empty. */
  show(itemQuery: string | null | undefined): void
  typeHands(text: string): void
  /** Shares the form will send: hands × 100 (core `Shares.fromHands`), undefined without whole hands ≥ 1. */
  shares(): number | undefined
  /**
   * Joins the stock's limit-up queue with `/user/buyVipQc.do` (lever 1, `buyNum` = hands × 100) after core's form
   * checks (real name, hands). The server refuses when the stock is not at limit-up or the order window is shut.
   */
  apply(user: UserInfo | undefined): Promise<StrongBuyOutcome>
}

/** /vipdetail: the chosen strong-buy row and its application form. */
export const createStrongBuyStore = (
  client: ApiClient,
  deps: { readonly account?: AccountRefresher } = {},
): StoreApi<StrongBuyState> => {
  const applying = createMutation(client, '/user/buyVipQc.do')
  return createStore<StrongBuyState>()((set, get) => ({
    item: undefined,
    problem: undefined,
    hands: '',
    submitting: false,
    show: (itemQuery) => {
      const read = readStrongBuyItem(itemQuery)
      set(
        read.ok
          ? { item: read.item, problem: undefined, hands: '' }
          : { item: undefined, problem: read.problem, hands: '' },
      )
    },
    typeHands: (text) => set({ hands: typeCustomHands(text, { presetHands: undefined, customHands: '' }).customHands }),
    shares: () => {
      const hands = get().hands
      return hands === '' ? undefined : Shares.fromHands(Hands.of(hands)).toNumber()
    },
    apply: async (user) => {
      const { item, hands, submitting } = get()
      const language = client.language()
      if (item === undefined || submitting || applying.isRunning()) return { ok: false, msg: '' }
      // A strong-buy is a long lever-1 buy without an agreement tick: core's form checks for real name and hands.
      const refusal = StockOrder.checkOrderForm({
        realNameStatus: user?.isActive,
        agreed: true,
        hands: hands === '' ? undefined : Number(hands),
        direction: 'long',
      })
      if (refusal) {
        const msg = translate(refusal.key, language, refusal.params)
        return refusal.key === 'orderRealNameRequired'
          ? { ok: false, msg, redirect: authenticationPath }
          : { ok: false, msg }
      }
      set({ submitting: true })
      const result = await applying.run({
        stockCode: item.code,
        buyNum: Shares.fromHands(Hands.of(hands)).toFixed(0),
      })
      set({ submitting: false })
      if (!result.ok) return { ok: false, msg: result.failure.msg, failure: result.failure }
      await deps.account?.getState().refresh()
      return { ok: true, msg: result.msg !== '' && result.msg !== 'ok' ? result.msg : translate('ok', language) }
    },
  }))
}

export type StrongBuyApplication = Api.DataOf<'/user/strongBuy/list.do'>['list'][number]

/**
 * The caller's strong-buy applications, newest first (`/user/strongBuy/list.do`, issue 35): what each froze and its
 * state (0 waiting for the session end, 1 filled in part or whole, 2 not filled and refunded).
 */
export const createStrongBuyApplicationsStore = (
  client: ApiClient,
): StoreApi<PagedListState<StrongBuyApplication, null>> =>
  createPagedListStore<StrongBuyApplication, null>({
    initialFilter: null,
    load: (_, pageNum, pageSize) =>
      client.call('/user/strongBuy/list.do', { pageNum: String(pageNum), pageSize: String(pageSize) }),
  })
