import { type Money, Transfer, Wallet } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountState, SiteSettings, UserInfo } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { type MoneyOutcome, refusedBy, refusedWith } from './moneyOutcome.js'

const allTypes: readonly Transfer.TransferType[] = [1, 2, 3, 4]

/** The transfer tabs the settings show (core `isTransferShown`: 1, 2 need `indexDisplay`; 3, 4 `futuresDisplay`). */
export const transferTabs = (settings: Pick<SiteSettings, 'indexDisplay' | 'futuresDisplay'>) =>
  allTypes.filter((type) => Transfer.isTransferShown(type, settings))

/** Each account's available balance, as core's transfer rule reads them. */
export const transferBalances = (user: UserInfo): Transfer.Balances => ({
  stock: user.enableAmt,
  index: user.enableIndexAmt,
  futures: user.enableFuturesAmt,
})

/**
 * The tab a /transfers visit opens on: the `type` query when shown, else the first shown tab (with `indexDisplay`
 * off that is 3, spec 001 §4).
 */
export const initialTransferType = (
  query: string | null,
  settings: Pick<SiteSettings, 'indexDisplay' | 'futuresDisplay'>,
): Transfer.TransferType | undefined => {
  const tabs = transferTabs(settings)
  const asked = Number(query)
  return Transfer.isTransferType(asked) && tabs.includes(asked) ? asked : tabs[0]
}

export interface TransferState {
  readonly type: Transfer.TransferType | undefined
  readonly amount: string
  readonly submitting: boolean
  select(type: Transfer.TransferType): void
  setAmount(text: string): void
  /** "Full": the source account's whole available balance. */
  fillFull(): void
  /** The source account's available balance for the selected tab. */
  transferable(): Money.Money | undefined
  /** Core `checkTransfer`, then `/user/transAmt.do`, then the balances again. */
  submit(): Promise<MoneyOutcome>
}

/** Transfers between the stock, index and futures accounts (/transfers, /fundTransfer, /transfer). */
export const createTransferStore = (
  client: ApiClient,
  account: Pick<StoreApi<AccountState>, 'getState'>,
): StoreApi<TransferState> => {
  const transferring = createMutation(client, '/user/transAmt.do')
  return createStore<TransferState>()((set, get) => {
    const transferable = () => {
      const { user } = account.getState()
      const { type } = get()
      return user && type ? transferBalances(user)[Transfer.transferRoutes[type].from] : undefined
    }
    return {
      type: undefined,
      amount: '',
      submitting: false,
      select: (type) => set({ type, amount: '' }),
      setAmount: (amount) => set({ amount }),
      transferable,
      fillFull: () => {
        const available = transferable()
        if (available) set({ amount: Wallet.fullAmountText(available) })
      },
      submit: async () => {
        const { user, settings } = account.getState()
        const { type } = get()
        if (!user || !settings || !type) return { ok: false, msg: '' }
        const checked = Transfer.checkTransfer(
          type,
          Wallet.readAmountInput(get().amount),
          transferBalances(user),
          settings,
        )
        if (!checked.ok) return refusedBy(client, checked.error)
        set({ submitting: true })
        const result = await transferring.run({ amt: get().amount.trim().replaceAll(',', ''), type: String(type) })
        set({ submitting: false })
        if (!result.ok) return refusedWith(result.failure)
        set({ amount: '' })
        await account.getState().refresh()
        return { ok: true, msg: result.msg }
      },
    }
  })
}
