import { type Api, type Language, type Money, SiteTexts, WelfareBenefit } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'

export type WelfareApplication = Api.DataOf<'/user/welfare/apply.do'>

export interface WelfareState {
  /** The account's one application; null when it never applied, undefined until loaded. */
  readonly application: WelfareApplication | null | undefined
  readonly failure: ApiFailure | undefined
  readonly code: string
  readonly submitting: boolean
  setCode(code: string): void
  /** `/user/welfare/status.do`. */
  load(): Promise<void>
  /**
   * "Confirm Submit": core's welfare form check (one application per account, a code), then
   * `/user/welfare/apply.do` (guarded against double submits); the answer becomes the shown application.
   */
  apply(): Promise<MoneyOutcome>
}

/** The fixed amount the application is for (DECISIONS §10), from core: 10 000 rupees. */
export const welfareAmount: Money.Money = WelfareBenefit.welfareAmount

/** The welfare benefit application of /benefits_apply (spec 001 §9, DECISIONS §10). */
export const createWelfareStore = (client: ApiClient): StoreApi<WelfareState> => {
  const applying = createMutation(client, '/user/welfare/apply.do')
  return createStore<WelfareState>()((set, get) => ({
    application: undefined,
    failure: undefined,
    code: '',
    submitting: false,
    setCode: (code) => set({ code }),
    load: async () => {
      const result = await client.call('/user/welfare/status.do', {})
      set(result.ok ? { application: result.data, failure: undefined } : { failure: result.failure })
    },
    apply: async () => {
      const checked = SiteTexts.checkWelfareForm(get().code, get().application?.status)
      if (!checked.ok) return refusedBy(client, checked.error)
      set({ submitting: true })
      const result = await applying.run({ code: checked.value })
      set({ submitting: false })
      if (!result.ok) return refusedWith(result.failure)
      set({ application: result.data, code: '' })
      return { ok: true, msg: result.msg }
    },
  }))
}

/** True once loaded with no application yet: the form shows (core `canApplyForWelfare`). */
export const welfareFormOpen = (state: WelfareState): boolean =>
  state.application !== undefined && SiteTexts.canApplyForWelfare(state.application?.status)

/** The application's state in the interface language (core `welfareStateLabel`): "Under review", "Rejected"… */
export const welfareStateText = (state: WelfareState, language: Language): string =>
  SiteTexts.textsLabel(SiteTexts.welfareStateLabel(state.application?.status), language)
