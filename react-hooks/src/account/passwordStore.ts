import { domainError, Identity } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountState } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { guardedFields } from '../secondFactor/factorProof.js'
import type { PasskeyDevice } from '../secondFactor/PasskeyDevice.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'

/** The three fields of a password change: the current one (when asked), the new one and its confirmation. */
export interface PasswordDraft {
  readonly old: string
  readonly next: string
  readonly confirm: string
  /** The second factor's code (TOTP or a recovery code), asked by a funding-password change once a factor is on. */
  readonly factorCode?: string
}

export interface PasswordState {
  readonly submitting: boolean
  /**
   * Change the login password (spec 001 §5): all three required, the new one by core's password rule, new and
   * confirmation equal; then `/user/updatePwd.do`.
   */
  changeLogin(draft: PasswordDraft): Promise<MoneyOutcome>
  /**
   * Set the funding password: both fields non-empty, core's format, equal; the current one once one is set
   * (`hasWithPwd`); then `/user/insertWithPwd.do` and the user again.
   */
  setFunding(draft: PasswordDraft): Promise<MoneyOutcome>
}

/** Checks a new password and its confirmation; answers the cleaned password or the refusal. */
const checkNew = (draft: PasswordDraft) => {
  if (draft.next.trim() === '' || draft.confirm.trim() === '')
    return { ok: false as const, error: domainError('walletPasswordEmpty') }
  const checked = Identity.checkPassword(draft.next)
  if (!checked.ok) return checked
  return checked.value === draft.confirm.replace(/\s/g, '')
    ? checked
    : { ok: false as const, error: domainError('walletPasswordsDiffer') }
}

/** Login-password change (the /user bottom popup, /loginPassword) and funding password (/setPassword). */
export const createPasswordStore = (
  client: ApiClient,
  account: Pick<StoreApi<AccountState>, 'getState'>,
  device?: PasskeyDevice,
): StoreApi<PasswordState> => {
  const changing = createMutation(client, '/user/updatePwd.do')
  const setting = createMutation(client, '/user/insertWithPwd.do')
  return createStore<PasswordState>()((set) => ({
    submitting: false,
    changeLogin: async (draft) => {
      if (draft.old.trim() === '') return refusedBy(client, domainError('walletPasswordEmpty'))
      const checked = checkNew(draft)
      if (!checked.ok) return refusedBy(client, checked.error)
      set({ submitting: true })
      const result = await changing.run({ oldPwd: draft.old.replace(/\s/g, ''), newPwd: checked.value })
      set({ submitting: false })
      return result.ok ? { ok: true, msg: result.msg } : refusedWith(result.failure)
    },
    setFunding: async (draft) => {
      const user = account.getState().user ?? (await account.getState().loadUser())
      const checked = checkNew(draft)
      if (!checked.ok) return refusedBy(client, checked.error)
      if (user?.hasWithPwd && draft.old.trim() === '')
        return refusedBy(client, domainError('fundingPasswordOldRequired'))
      set({ submitting: true })
      const proof = await guardedFields(client, undefined, draft.factorCode ?? '', device)
      const result = proof.ok
        ? await setting.run({
            withPwd: checked.value,
            ...(user?.hasWithPwd ? { oldWithPwd: draft.old.replace(/\s/g, '') } : {}),
            ...proof.fields,
          })
        : proof
      set({ submitting: false })
      if (!result.ok) return refusedWith(result.failure)
      await account.getState().loadUser()
      return { ok: true, msg: result.msg }
    },
  }))
}
