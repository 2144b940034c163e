import {
  checkTargets,
  Direction,
  Fees,
  Hands,
  Price,
  parseSiteLever,
  Rate,
  Shares,
  StockOrder,
  translate,
} from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher, SiteSettings, UserInfo } from './accountStore.js'
import type { ApiClient, ApiFailure } from './apiClient.js'
import { createMutation } from './createMutation.js'
import { choosePresetHands, chosenHands, typeCustomHands } from './handsChoice.js'
import type { SingleStock } from './quoteStore.js'

/** Hand presets of the stock order page (spec 000 §9); one hand is 100 shares. */
export const handPresets = [50, 100, 150, 200, 250, 300] as const

/** The leverage offered when neither the user nor the settings name any (spec 000 §9 "fallbacks 20"). */
export const fallbackLever = 20

/** The levers an investor may choose: the user's `siteLever`, else the settings', else `fallbackLever`. */
export const leversOf = (user: UserInfo | undefined, settings: SiteSettings | undefined): number[] => {
  const fromUser = parseSiteLever(user?.siteLever ?? '')
  const levers = fromUser.length > 0 ? fromUser : parseSiteLever(settings?.siteLever ?? '')
  return levers.length > 0 ? levers : [fallbackLever]
}

/** Price tab 0 market (immediate) order, tab 1 pending order at a target price. */
export type OrderTab = 'market' | 'pending'

/** Where the app goes after each kind of order (spec 000 §2 /buyStocks). */
export const afterOrder = { market: '/warehouse?index=0', pending: '/warehouse?index=1' } as const

/** Where the real-name refusal sends the user. */
export const authenticationPath = '/authentication'

export type OrderOutcome =
  | { readonly ok: true; readonly msg: string; readonly next: string }
  | { readonly ok: false; readonly msg: string; readonly redirect?: string; readonly failure?: ApiFailure }

export interface OrderTicketState {
  readonly stock: SingleStock | undefined
  readonly user: UserInfo | undefined
  readonly settings: SiteSettings | undefined
  readonly tab: OrderTab
  /** The chosen preset, or undefined when none (or a custom count) is chosen. */
  readonly presetHands: number | undefined
  /** The custom count as typed, digits only; "" when a preset is chosen. */
  readonly customHands: string
  /** Leverage options from `siteLever` (the user's, else the settings'). */
  readonly levers: readonly number[]
  readonly lever: number
  readonly direction: Direction.Direction | undefined
  readonly agreed: boolean
  /** Target price of a pending order, as typed (two decimals at most). */
  readonly targetPrice: string
  readonly takeProfitOn: boolean
  readonly stopLossOn: boolean
  readonly profitTarget: string
  readonly stopLoss: string
  /** The server's spread rate for this stock and notional (`/api/user/findSpreadRateOne.do`). */
  readonly spreadRate: Rate.Rate | undefined
  /** The live charge breakdown and deposit (core's stock order quote), once hands, price and spread rate are known. */
  readonly quote: StockOrder.Quote | undefined
  readonly submitting: boolean
  /** True while the review step shows the order and its charges before it is sent. */
  readonly reviewing: boolean
  /** The stock, user and settings the ticket prices against; call again on every quote poll. */
  setContext(context: { stock?: SingleStock; user?: UserInfo; settings?: SiteSettings }): void
  setTab(tab: OrderTab): void
  choosePreset(hands: number): void
  typeCustomHands(text: string): void
  chooseLever(lever: number): void
  chooseDirection(direction: Direction.Direction): void
  setAgreed(agreed: boolean): void
  typeTargetPrice(text: string): void
  setTakeProfitOn(on: boolean): void
  setStopLossOn(on: boolean): void
  typeProfitTarget(text: string): void
  typeStopLoss(text: string): void
  /** On leaving a TP/SL box: a non-numeric entry resets to the current price (spec 000 §5). */
  commitTargets(): void
  /** The hands the ticket would send, or undefined. */
  hands(): number | undefined
  /** The take-profit and stop-loss switched on and typed as prices (undefined when off or not a price). */
  targets(): { readonly profitTarget: Price.Price | undefined; readonly stopLoss: Price.Price | undefined }
  /**
   * The most hands the stock account's available funds allow at the ticket's price, lever and spread rate (core's
   * `StockOrder.maxShares`); undefined until the user, settings and price are known, or when not even one fits.
   */
  maxHands(): number | undefined
  /** Step 1 of sending: the form's checks, then the review of the order and its charges (`reviewing`). */
  review(): OrderOutcome | undefined
  cancelReview(): void
  /** Step 2 (or at once): the form's checks again, then the order to the server. */
  submit(): Promise<OrderOutcome>
}

const twoDecimals = /^\d*(\.\d{0,2})?$/
const numeric = /^(0|[1-9]\d*)(\.\d{1,2})?$/

/** The stock order page (/buyStocks): hands, leverage, direction, agreement, TP/SL, live quote, submit. */
export const createOrderTicketStore = (
  client: ApiClient,
  deps: { readonly account?: AccountRefresher } = {},
): StoreApi<OrderTicketState> => {
  const market = createMutation(client, '/user/buy.do')
  const pending = createMutation(client, '/user/addOrder.do')
  let rateRequest = ''
  // Until the user picks one, the lever follows the first option of whatever `siteLever` arrives.
  let leverChosen = false
  return createStore<OrderTicketState>()((set, get) => {
    const currentPrice = () => get().stock?.quote.price
    const pricedAt = () => {
      const state = get()
      if (state.tab === 'pending' && numeric.test(state.targetPrice) && Number(state.targetPrice) > 0)
        return Price.of(state.targetPrice)
      return currentPrice()
    }
    /** Re-quotes with core and, when the notional changed, asks the server for its spread rate. */
    const requote = () => {
      const state = get()
      const hands = state.hands()
      const price = pricedAt()
      if (hands === undefined || price === undefined || price.isZero() || state.settings === undefined || !state.stock)
        return set({ quote: undefined })
      const shares = Shares.fromHands(Hands.of(hands))
      const schedule = Fees.fromSettings(state.settings)
      if (state.spreadRate !== undefined)
        set({ quote: StockOrder.quote({ price, shares, lever: state.lever, spreadRate: state.spreadRate }, schedule) })
      const payload = {
        applies: state.stock.stock.hcrate.toFixed(2),
        turnover: Price.notional(price, shares).toFixed(2),
        unitprice: price.toFixed(2),
        code: state.stock.stock.code,
      }
      const request = JSON.stringify(payload)
      if (request === rateRequest) return
      rateRequest = request
      void client.call('/api/user/findSpreadRateOne.do', payload).then((result) => {
        if (rateRequest !== request || !result.ok) return
        set({ spreadRate: result.data.spreadRate })
        const now = get()
        const nowHands = now.hands()
        if (nowHands !== undefined && now.settings !== undefined)
          set({
            quote: StockOrder.quote(
              { price, shares, lever: now.lever, spreadRate: result.data.spreadRate },
              Fees.fromSettings(now.settings),
            ),
          })
      })
    }
    const update = (partial: Partial<OrderTicketState>) => {
      set(partial)
      requote()
    }
    const fail = (msg: string, redirect?: string): OrderOutcome =>
      redirect === undefined ? { ok: false, msg } : { ok: false, msg, redirect }
    /** The form's checks in the spec's order (core), then TP/SL; the server then runs the order checks. */
    const formChecks = (): OrderOutcome | undefined => {
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
        return formRefusal.key === 'orderRealNameRequired' ? fail(text, authenticationPath) : fail(text)
      }
      if (hands === undefined || state.direction === undefined) return fail('')
      const price = currentPrice()
      if (state.stock === undefined || price === undefined) return fail(translate('orderPriceUnknown', language))
      const targetRefusal = checkTargets(state.direction, pricedAt() ?? price, state.targets())
      return targetRefusal ? fail(translate(targetRefusal.key, language, targetRefusal.params)) : undefined
    }

    return {
      stock: undefined,
      user: undefined,
      settings: undefined,
      tab: 'market',
      presetHands: undefined,
      customHands: '',
      levers: [fallbackLever],
      lever: fallbackLever,
      direction: undefined,
      agreed: false,
      targetPrice: '',
      takeProfitOn: false,
      stopLossOn: false,
      profitTarget: '',
      stopLoss: '',
      spreadRate: undefined,
      quote: undefined,
      submitting: false,
      reviewing: false,
      setContext: (context) => {
        const state = get()
        const user = context.user ?? state.user
        const settings = context.settings ?? state.settings
        const levers = leversOf(user, settings)
        const lever = leverChosen && levers.includes(state.lever) ? state.lever : (levers[0] ?? fallbackLever)
        update({ ...context, levers, lever })
      },
      setTab: (tab) => update({ tab }),
      choosePreset: (hands) => update(choosePresetHands(hands)),
      typeCustomHands: (text) => update(typeCustomHands(text, get())),
      chooseLever: (lever) => {
        if (!get().levers.includes(lever)) return
        leverChosen = true
        update({ lever })
      },
      chooseDirection: (direction) => set({ direction }),
      setAgreed: (agreed) => set({ agreed }),
      typeTargetPrice: (text) => {
        if (twoDecimals.test(text)) update({ targetPrice: text })
      },
      setTakeProfitOn: (on) =>
        set({
          takeProfitOn: on,
          profitTarget: on && get().profitTarget === '' ? priceText(currentPrice()) : get().profitTarget,
        }),
      setStopLossOn: (on) =>
        set({ stopLossOn: on, stopLoss: on && get().stopLoss === '' ? priceText(currentPrice()) : get().stopLoss }),
      typeProfitTarget: (text) => {
        if (twoDecimals.test(text)) set({ profitTarget: text })
      },
      typeStopLoss: (text) => {
        if (twoDecimals.test(text)) set({ stopLoss: text })
      },
      commitTargets: () => {
        const now = priceText(currentPrice())
        const { profitTarget, stopLoss } = get()
        set({
          profitTarget: numeric.test(profitTarget) ? profitTarget : now,
          stopLoss: numeric.test(stopLoss) ? stopLoss : now,
        })
      },
      hands: () => chosenHands(get()),
      targets: () => {
        const { takeProfitOn, profitTarget, stopLossOn, stopLoss } = get()
        const priceOf = (on: boolean, text: string) => (on && numeric.test(text) ? Price.of(text) : undefined)
        return { profitTarget: priceOf(takeProfitOn, profitTarget), stopLoss: priceOf(stopLossOn, stopLoss) }
      },
      maxHands: () => {
        const { user, settings, spreadRate, lever } = get()
        const price = pricedAt()
        if (!user || !settings || price === undefined || price.isZero()) return undefined
        const shares = StockOrder.maxShares({
          price,
          lever,
          available: user.enableAmt,
          settings: {
            buyMinNum: Shares.of(settings.buyMinNum),
            buyMaxNum: Shares.of(settings.buyMaxNum),
            buyMinAmt: settings.buyMinAmt,
            buyMaxAmtPercent: settings.buyMaxAmtPercent,
          },
          schedule: Fees.fromSettings(settings),
          // The server's rate for the ticket's notional (rules by notional may differ a little at the maximum).
          spreadRateOf: () => spreadRate ?? Rate.zero,
        })
        return shares === undefined ? undefined : Shares.toHands(shares).toNumber()
      },
      review: () => {
        const refusal = formChecks()
        if (refusal) return refusal
        set({ reviewing: true })
        return undefined
      },
      cancelReview: () => set({ reviewing: false }),
      submit: async () => {
        const state = get()
        const language = client.language()
        if (state.submitting || market.isRunning() || pending.isRunning()) return fail('')
        set({ reviewing: false })
        const refusal = formChecks()
        if (refusal) return refusal
        const hands = state.hands()
        const stock = state.stock
        if (hands === undefined || state.direction === undefined || stock === undefined) return fail('')
        const profitTarget = state.takeProfitOn ? state.profitTarget : undefined
        const stopLoss = state.stopLossOn ? state.stopLoss : undefined
        const common = {
          buyNum: Shares.fromHands(Hands.of(hands)).toFixed(0),
          buyType: String(Direction.toBuyType(state.direction)) as '0' | '1',
          lever: String(state.lever),
          ...(profitTarget !== undefined ? { profitTarget } : {}),
        }
        set({ submitting: true })
        const result =
          state.tab === 'market'
            ? await market.run({ ...common, stockId: String(stock.stock.id), ...(stopLoss ? { stopLoss } : {}) })
            : await pending.run({
                ...common,
                stockId: stock.stock.code,
                targetPrice: state.targetPrice,
                ...(stopLoss ? { stopTarget: stopLoss } : {}),
              })
        set({ submitting: false })
        if (!result.ok) return { ok: false, msg: result.failure.msg, failure: result.failure }
        // The order froze (pending) or spent (market) the stock account's funds.
        await deps.account?.getState().refresh()
        const msg = result.msg !== '' && result.msg !== 'ok' ? result.msg : successText(state.tab, language)
        return { ok: true, msg, next: afterOrder[state.tab] }
      },
    }
  })
}

const priceText = (price: Price.Price | undefined) => (price === undefined ? '' : price.toFixed(2))

const successText = (tab: OrderTab, language: ReturnType<ApiClient['language']>) =>
  translate(tab === 'market' ? 'purchaseSuccessful' : 'pendingOrderPlaced', language)
