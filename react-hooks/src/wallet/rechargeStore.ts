import { type Api, Money, Recharge, Wallet } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountState } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { type MoneyOutcome, refusedBy, refusedWith } from './moneyOutcome.js'

export type PayChannel = Api.DataOf<'/api/site/getPayInfo.do'>[number]

/** The quick amounts of the recharge screen (core `Recharge.quickAmounts`: 10 000, 20 000, 30 000, 50 000). */
export const rechargeQuickAmounts = Recharge.quickAmounts

export interface RechargeState {
  /** The amount field as typed. */
  readonly amount: string
  readonly channels: readonly PayChannel[]
  readonly submitting: boolean
  setAmount(text: string): void
  /** A quick amount fills the field. */
  pickQuick(amount: Money.Money): void
  /** `/api/site/getPayInfo.do`: the channels offered (the sandbox by default). */
  loadChannels(): Promise<void>
  /**
   * Core's recharge check (amount, 2 decimals, `rechargeMinAmt`), then `/user/recharge/inMoney.do`; answers the
   * sandbox payment page's address to open in /pay.
   */
  submit(): Promise<MoneyOutcome<{ readonly url: string }>>
}

/** The recharge screen (spec 001 §4, DECISIONS §10); the minimum comes from the account store's settings. */
export const createRechargeStore = (
  client: ApiClient,
  account: Pick<StoreApi<AccountState>, 'getState'>,
): StoreApi<RechargeState> => {
  const recharging = createMutation(client, '/user/recharge/inMoney.do')
  return createStore<RechargeState>()((set, get) => ({
    amount: '',
    channels: [],
    submitting: false,
    setAmount: (amount) => set({ amount }),
    pickQuick: (amount) => set({ amount: Money.toText(amount).replace(/\.00$/, '') }),
    loadChannels: async () => {
      const result = await client.call('/api/site/getPayInfo.do', {})
      if (result.ok) set({ channels: result.data })
    },
    submit: async () => {
      const settings = account.getState().settings ?? (await account.getState().loadSettings())
      const amount = Wallet.readAmountInput(get().amount)
      const refusal = settings ? Wallet.checkRechargeAmount(amount, settings) : undefined
      if (refusal) return refusedBy(client, refusal)
      set({ submitting: true })
      const result = await recharging.run({ amt: get().amount.trim().replaceAll(',', ''), payChannel: '1' })
      set({ submitting: false })
      if (!result.ok) return refusedWith(result.failure)
      return { ok: true, msg: result.msg, url: result.data }
    },
  }))
}
