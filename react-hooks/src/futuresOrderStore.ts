import {
  type Api,
  type ContractOrderQuote,
  contractDeposit,
  contractFee,
  contractValue,
  Direction,
  Money,
  parseSiteLever,
  quoteContractOrder,
  StockOrder,
  translate,
} from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { UserInfo } from './accountStore.js'
import type { ApiClient, ApiFailure } from './apiClient.js'
import { createMutation } from './createMutation.js'
import { indexHandPresets } from './indexOrderStore.js'
import { authenticationPath, fallbackLever, type OrderOutcome } from './orderTicketStore.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'

export type FuturesRow = Api.DataOf<'/api/futures/queryList.do'>['list'][number]

/** The gold futures contract's code in the simulator's universe (DECISIONS §7: /buyGold trades it). */
export const goldFuturesCode = 'GC'

/** Hand presets of the futures order form: the index page's (spec 000 §9). */
export const futuresHandPresets = indexHandPresets

/** The futures list (`/api/futures/queryList.do`, gold is `GC`), 15 a page. */
export const createFuturesListStore = (client: ApiClient): StoreApi<PagedListState<FuturesRow, null>> =>
  createPagedListStore<FuturesRow, null>({
    initialFilter: null,
    load: (_, pageNum, pageSize) =>
      client.call('/api/futures/queryList.do', { pageNum: String(pageNum), pageSize: String(pageSize) }),
  })

export interface FuturesOrderState {
  readonly futures: FuturesRow | undefined
  readonly user: UserInfo | undefined
  readonly presetHands: number | undefined
  readonly customHands: string
  readonly levers: readonly number[]
  readonly lever: number
  readonly direction: Direction.Direction | undefined
  readonly agreed: boolean
  /** Deposit, fee, total and contract value by core's contract formulas; undefined without hands. */
  readonly quote: ContractOrderQuote | undefined
  readonly submitting: boolean
  setContext(context: { futures?: FuturesRow; user?: UserInfo }): void
  choosePreset(hands: number): void
  typeCustomHands(text: string): void
  chooseLever(lever: number): void
  chooseDirection(direction: Direction.Direction): void
  setAgreed(agreed: boolean): void
  hands(): number | undefined
  /** `/user/buyFutures.do` after the spec's form checks and core's `quoteContractOrder` on the futures account. */
  submit(): Promise<OrderOutcome>
}

/** A futures order (/buyGold): hands, leverage, direction, agreement; funds from the futures account. */
export const createFuturesOrderStore = (client: ApiClient): StoreApi<FuturesOrderState> => {
  const buy = createMutation(client, '/user/buyFutures.do')
  let leverChosen = false
  return createStore<FuturesOrderState>()((set, get) => {
    const requote = () => {
      const { futures, lever } = get()
      const hands = get().hands()
      if (futures === undefined || hands === undefined) return set({ quote: undefined })
      const deposit = contractDeposit(futures.depositAmt, hands, lever)
      const fee = contractFee(futures.transFee, hands)
      set({
        quote: { deposit, fee, total: Money.add(deposit, fee), contractValue: contractValue(futures.eachPoint, hands) },
      })
    }
    const update = (partial: Partial<FuturesOrderState>) => {
      set(partial)
      requote()
    }
    const fail = (msg: string, failure?: ApiFailure, redirect?: string): OrderOutcome => ({
      ok: false,
      msg,
      ...(failure ? { failure } : {}),
      ...(redirect ? { redirect } : {}),
    })
    return {
      futures: undefined,
      user: undefined,
      presetHands: undefined,
      customHands: '',
      levers: [fallbackLever],
      lever: fallbackLever,
      direction: undefined,
      agreed: false,
      quote: undefined,
      submitting: false,
      setContext: (context) => {
        const futures = context.futures ?? get().futures
        const fromContract = parseSiteLever(futures?.siteLever ?? '')
        const levers =
          fromContract.length > 0
            ? fromContract
            : parseSiteLever(context.user?.siteLever ?? get().user?.siteLever ?? '')
        const options = levers.length > 0 ? levers : [fallbackLever]
        const lever = leverChosen && options.includes(get().lever) ? get().lever : (options[0] ?? fallbackLever)
        update({ ...context, levers: options, lever })
      },
      choosePreset: (hands) => update({ presetHands: hands, customHands: '' }),
      typeCustomHands: (text) => {
        const digits = text.replace(/\D/g, '').replace(/^0+/, '')
        update({ customHands: digits, presetHands: digits === '' ? get().presetHands : undefined })
      },
      chooseLever: (lever) => {
        if (!get().levers.includes(lever)) return
        leverChosen = true
        update({ lever })
      },
      chooseDirection: (direction) => set({ direction }),
      setAgreed: (agreed) => set({ agreed }),
      hands: () => (get().customHands !== '' ? Number(get().customHands) : get().presetHands),
      submit: async () => {
        const state = get()
        const language = client.language()
        if (state.submitting || buy.isRunning()) return fail('')
        const hands = state.hands()
        const formRefusal = StockOrder.checkOrderForm({
          realNameStatus: state.user?.isActive,
          agreed: state.agreed,
          hands,
          direction: state.direction,
        })
        if (formRefusal) {
          const text = translate(formRefusal.key, language, formRefusal.params)
          return formRefusal.key === 'orderRealNameRequired' ? fail(text, undefined, authenticationPath) : fail(text)
        }
        const futures = state.futures
        if (hands === undefined || state.direction === undefined || state.user === undefined || futures === undefined)
          return fail('')
        // Core's contract checks on the futures account; hours are the server's to judge (spec 000 §4).
        const checked = quoteContractOrder(
          { kind: 'futures', ...futures },
          { hands, direction: state.direction, lever: state.lever },
          {
            signedIn: true,
            realNameApproved: true,
            inTradingHours: true,
            levers: state.levers,
            available: state.user.enableFuturesAmt,
          },
        )
        if (!checked.ok) return fail(translate(checked.error.key, language, checked.error.params))
        set({ submitting: true })
        const result = await buy.run({
          futuresId: String(futures.id),
          buyNum: String(hands),
          buyType: String(Direction.toBuyType(state.direction)) as '0' | '1',
          lever: String(state.lever),
        })
        set({ submitting: false })
        if (!result.ok) return fail(result.failure.msg, result.failure)
        const msg = result.msg !== '' && result.msg !== 'ok' ? result.msg : translate('purchaseSuccessful', language)
        return { ok: true, msg, next: '/warehouse?index=0' }
      },
    }
  })
}
