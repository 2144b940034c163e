import { type Api, domainError, Identity, type SecondFactor } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountState } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { guardedFields, loadFactorMethod } from '../secondFactor/factorProof.js'
import type { PasskeyDevice } from '../secondFactor/PasskeyDevice.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'

export type BankInfo = Api.DataOf<'/user/bank/add.do'>
export type BankField = keyof Identity.BankCard.BankCardForm

/** The 25 banks of the picker (core `banks`). */
export const bankChoices = Identity.banks

export interface BankCardState {
  /** The bound card (account number: last 4 digits only); null when none; undefined until loaded. */
  readonly bank: BankInfo | null | undefined
  readonly form: Identity.BankCard.BankCardForm
  readonly submitting: boolean
  /** The investor's second factor (DECISIONS §28), once `load` read it; a change of card asks for it. */
  readonly factorMethod: SecondFactor.FactorMethod | undefined
  /** The second factor's code as typed (TOTP or a recovery code). */
  readonly factorCode: string
  setFactorCode(text: string): void
  /** `/user/bank/getBankInfo.do`; in edit mode the form is prefilled (all but the account number). */
  load(edit: boolean): Promise<void>
  setField(field: BankField, value: string): void
  /** Core's card rules (bank from the list, IFSC, account number, payee = real name, branch), then add or update. */
  save(edit: boolean): Promise<MoneyOutcome>
}

const blank: Identity.BankCard.BankCardForm = { bankName: '', ifscCode: '', bankNo: '', payeeName: '', bankAddress: '' }

/** The bank card (/addCard, ?type=edit, /card, /bankCard, /bankUpDate; DECISIONS §11 reading B). */
export const createBankCardStore = (
  client: ApiClient,
  account: Pick<StoreApi<AccountState>, 'getState'>,
  device?: PasskeyDevice,
): StoreApi<BankCardState> => {
  const adding = createMutation(client, '/user/bank/add.do')
  const updating = createMutation(client, '/user/bank/update.do')
  return createStore<BankCardState>()((set, get) => ({
    bank: undefined,
    form: blank,
    submitting: false,
    factorMethod: undefined,
    factorCode: '',
    setFactorCode: (factorCode) => set({ factorCode }),
    load: async (edit) => {
      void loadFactorMethod(client).then((factorMethod) => set({ factorMethod }))
      const result = await client.call('/user/bank/getBankInfo.do', {})
      if (!result.ok) return
      const bank = result.data
      set({ bank })
      if (edit && bank) set({ form: { ...bank, bankNo: '' } })
      else if (!bank) set({ form: { ...blank, payeeName: account.getState().user?.realName ?? '' } })
    },
    setField: (field, value) => set({ form: { ...get().form, [field]: value } }),
    save: async (edit) => {
      // The real-name state now (approved since the page opened, or not), the one loaded before only if offline.
      const user = (await account.getState().loadUser()) ?? account.getState().user
      if (!user) return refusedBy(client, domainError('kycNotApproved'))
      const kyc = {
        isActive: user.isActive,
        form: { realName: user.realName, idNumber: '', frontImage: '', backImage: '' },
      }
      const checked = Identity.BankCard.bind(undefined, get().form, { kyc, withdrawalUnderReview: false })
      if (!checked.ok) return refusedBy(client, checked.error)
      const { card } = checked.value
      set({ submitting: true })
      const proof = await guardedFields(client, get().factorMethod, get().factorCode, device)
      const result = proof.ok ? await (edit ? updating : adding).run({ ...card, ...proof.fields }) : proof
      set({ submitting: false })
      if (!result.ok) return refusedWith(result.failure)
      set({ bank: result.data, form: blank, factorCode: '' })
      await account.getState().loadUser()
      return { ok: true, msg: result.msg }
    },
  }))
}
