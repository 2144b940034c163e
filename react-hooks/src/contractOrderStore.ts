import {
  type ContractOrderQuote,
  contractDeposit,
  contractFee,
  contractValue,
  Direction,
  Money,
  maxContractHands,
  parseSiteLever,
  quoteContractOrder,
  StockOrder,
  translate,
} from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher, UserInfo } from './accountStore.js'
import type { ApiClient, ApiFailure } from './apiClient.js'
import type { ContractKind } from './contractPositionsStore.js'
import { createMutation } from './createMutation.js'
import type { FuturesRow } from './futuresList.js'
import { choosePresetHands, chosenHands, typeCustomHands } from './handsChoice.js'
import type { IndexRow } from './marketLists.js'
import { authenticationPath, fallbackLever, type OrderOutcome } from './orderTicketStore.js'

/** Hand presets of the index order page, also used for futures (spec 000 §9). */
export const contractHandPresets = [1, 20, 30, 50, 80, 100] as const

export type ContractRow = IndexRow | FuturesRow

/** How each kind orders: its path, its id field, and the account its funds come from (DECISIONS §7). */
const kinds = {
  index: {
    buy: '/user/buyIndex.do',
    instrument: (id: string) => ({ indexId: id }),
    available: (user: UserInfo) => user.enableIndexAmt,
  },
  futures: {
    buy: '/user/buyFutures.do',
    instrument: (id: string) => ({ futuresId: id }),
    available: (user: UserInfo) => user.enableFuturesAmt,
  },
} as const

export interface ContractOrderState {
  readonly contract: ContractRow | undefined
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
  /** True while the review step shows the order, its deposit and fee before it is sent. */
  readonly reviewing: boolean
  setContext(context: { contract?: ContractRow; user?: UserInfo }): void
  choosePreset(hands: number): void
  typeCustomHands(text: string): void
  chooseLever(lever: number): void
  chooseDirection(direction: Direction.Direction): void
  setAgreed(agreed: boolean): void
  hands(): number | undefined
  /** The kind's own account's available funds (index or futures), undefined before the user is known. */
  available(): Money.Money | undefined
  /** The most hands those funds allow at the chosen lever (core `maxContractHands`), undefined when none. */
  maxHands(): number | undefined
  /** Step 1: the form's and core's checks, then the review (`reviewing`); an empty account points to /transfers. */
  review(): OrderOutcome | undefined
  cancelReview(): void
  submit(): Promise<OrderOutcome>
}

/**
 * An index or futures order (/indexBuy, /buyGold): hands (presets, custom, minNum–maxNum), leverage, direction,
 * agreement; the deposit, fee and contract value by core's contract formulas, funds from the kind's own account.
 */
export const createContractOrderStore = (
  client: ApiClient,
  kind: ContractKind,
  deps: { readonly account?: AccountRefresher } = {},
): StoreApi<ContractOrderState> => {
  const { buy: path, instrument, available } = kinds[kind]
  const buy = createMutation(client, path)
  let leverChosen = false
  return createStore<ContractOrderState>()((set, get) => {
    const requote = () => {
      const { contract, lever } = get()
      const hands = get().hands()
      if (contract === undefined || hands === undefined) return set({ quote: undefined })
      const deposit = contractDeposit(contract.depositAmt, hands, lever)
      const fee = contractFee(contract.transFee, hands)
      set({
        quote: {
          deposit,
          fee,
          total: Money.add(deposit, fee),
          contractValue: contractValue(contract.eachPoint, hands),
        },
      })
    }
    const update = (partial: Partial<ContractOrderState>) => {
      set(partial)
      requote()
    }
    const fail = (msg: string, failure?: ApiFailure, redirect?: string): OrderOutcome => ({
      ok: false,
      msg,
      ...(failure ? { failure } : {}),
      ...(redirect ? { redirect } : {}),
    })
    /** The form's checks in the spec's order, then core's contract checks (hours are the server's, spec 000 §4). */
    const checks = ():
      | { ok: true; contract: ContractRow; hands: number; direction: Direction.Direction }
      | { ok: false; outcome: OrderOutcome } => {
      const state = get()
      const language = client.language()
      const hands = state.hands()
      const formRefusal = StockOrder.checkOrderForm({
        realNameStatus: state.user?.isActive,
        agreed: state.agreed,
        hands,
        direction: state.direction,
      })
      if (formRefusal) {
        const text = translate(formRefusal.key, language, formRefusal.params)
        return {
          ok: false,
          outcome: formRefusal.key === 'orderRealNameRequired' ? fail(text, undefined, authenticationPath) : fail(text),
        }
      }
      const contract = state.contract
      if (hands === undefined || state.direction === undefined || state.user === undefined || contract === undefined)
        return { ok: false, outcome: fail('') }
      const checked = quoteContractOrder(
        { kind, ...contract },
        { hands, direction: state.direction, lever: state.lever },
        {
          signedIn: true,
          realNameApproved: true,
          inTradingHours: true,
          levers: state.levers,
          available: available(state.user),
        },
      )
      if (checked.ok) return { ok: true, contract, hands, direction: state.direction }
      const text = translate(checked.error.key, language, checked.error.params)
      // An empty index or futures account is filled from the stock account (DECISIONS §10 transfers).
      const redirect = checked.error.key === 'contractInsufficientFunds' ? '/transfers' : undefined
      return { ok: false, outcome: fail(text, undefined, redirect) }
    }
    return {
      contract: undefined,
      user: undefined,
      presetHands: undefined,
      customHands: '',
      levers: [fallbackLever],
      lever: fallbackLever,
      direction: undefined,
      agreed: false,
      quote: undefined,
      submitting: false,
      reviewing: false,
      setContext: (context) => {
        const contract = context.contract ?? get().contract
        const fromContract = parseSiteLever(contract?.siteLever ?? '')
        const levers =
          fromContract.length > 0
            ? fromContract
            : parseSiteLever(context.user?.siteLever ?? get().user?.siteLever ?? '')
        const options = levers.length > 0 ? levers : [fallbackLever]
        const lever = leverChosen && options.includes(get().lever) ? get().lever : (options[0] ?? fallbackLever)
        update({ ...context, levers: options, lever })
      },
      choosePreset: (hands) => update(choosePresetHands(hands)),
      typeCustomHands: (text) => update(typeCustomHands(text, get())),
      chooseLever: (lever) => {
        if (!get().levers.includes(lever)) return
        leverChosen = true
        update({ lever })
      },
      chooseDirection: (direction) => set({ direction }),
      setAgreed: (agreed) => set({ agreed }),
      hands: () => chosenHands(get()),
      available: () => {
        const user = get().user
        return user === undefined ? undefined : available(user)
      },
      maxHands: () => {
        const { contract, lever } = get()
        const funds = get().available()
        return contract === undefined || funds === undefined ? undefined : maxContractHands(contract, lever, funds)
      },
      review: () => {
        const checked = checks()
        if (!checked.ok) return checked.outcome
        set({ reviewing: true })
        return undefined
      },
      cancelReview: () => set({ reviewing: false }),
      submit: async () => {
        const state = get()
        if (state.submitting || buy.isRunning()) return fail('')
        set({ reviewing: false })
        const checked = checks()
        if (!checked.ok) return checked.outcome
        const { contract, hands, direction } = checked
        const language = client.language()
        set({ submitting: true })
        const result = await buy.run({
          ...instrument(String(contract.id)),
          buyNum: String(hands),
          buyType: String(Direction.toBuyType(direction)) as '0' | '1',
          lever: String(state.lever),
        })
        set({ submitting: false })
        if (!result.ok) return fail(result.failure.msg, result.failure)
        await deps.account?.getState().refresh()
        const msg = result.msg !== '' && result.msg !== 'ok' ? result.msg : translate('purchaseSuccessful', language)
        return { ok: true, msg, next: '/warehouse?index=0' }
      },
    }
  })
}

/** The index order page (/indexBuy). */
export const createIndexOrderStore = (client: ApiClient, deps: { readonly account?: AccountRefresher } = {}) =>
  createContractOrderStore(client, 'index', deps)

/** The gold futures page (/buyGold). */
export const createFuturesOrderStore = (client: ApiClient, deps: { readonly account?: AccountRefresher } = {}) =>
  createContractOrderStore(client, 'futures', deps)
