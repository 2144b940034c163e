import { domainError, type SecondFactor } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'
import { factorFieldsFor } from './factorProof.js'
import type { PasskeyDevice } from './PasskeyDevice.js'

export interface FactorStatus {
  readonly method: SecondFactor.FactorMethod
  readonly recoveryCodesLeft: number
}

export interface SecondFactorState {
  /** The factor that is on and the recovery codes left; undefined until loaded. */
  readonly status: FactorStatus | undefined
  /** A TOTP set-up waiting for its first code: the secret and its `otpauth://` URI (for the QR code). */
  readonly enrolment: { readonly secret: string; readonly uri: string } | undefined
  /** Recovery codes just issued, shown once until `dismissCodes`. */
  readonly recoveryCodes: readonly string[] | undefined
  readonly submitting: boolean
  /** True when this host can create and use passkeys. */
  readonly passkeys: boolean
  load(): Promise<void>
  /** TOTP, step one: the login password again → the secret and URI to scan. */
  beginTotp(password: string): Promise<MoneyOutcome>
  /** TOTP, step two: the first code the app shows → TOTP on, recovery codes shown. */
  confirmTotp(code: string): Promise<MoneyOutcome>
  /** A passkey: the login password again → the browser creates one → on, recovery codes shown. */
  addPasskey(password: string): Promise<MoneyOutcome>
  /** Off, confirmed with the factor (a code, a recovery code, or the passkey when `code` is empty). */
  disable(code: string): Promise<MoneyOutcome>
  /** Ten new recovery codes, confirmed with the factor; the old ones stop working. */
  renewCodes(code: string): Promise<MoneyOutcome>
  cancelEnrolment(): void
  dismissCodes(): void
}

/** The second factor in the app's settings (DECISIONS §28): turn TOTP or a passkey on, recovery codes, turn it off. */
export const createSecondFactorStore = (client: ApiClient, device?: PasskeyDevice): StoreApi<SecondFactorState> => {
  const beginning = createMutation(client, '/user/factor/totp/begin.do')
  const confirming = createMutation(client, '/user/factor/totp/confirm.do')
  const passkeyBegin = createMutation(client, '/user/factor/passkey/begin.do')
  const passkeyConfirm = createMutation(client, '/user/factor/passkey/confirm.do')
  const disabling = createMutation(client, '/user/factor/disable.do')
  const renewing = createMutation(client, '/user/factor/recoveryCodes.do')
  return createStore<SecondFactorState>()((set, get) => {
    const busy = async <T>(work: () => Promise<T>): Promise<T> => {
      set({ submitting: true })
      try {
        return await work()
      } finally {
        set({ submitting: false })
      }
    }
    const load = async () => {
      const status = await client.call('/user/factor/status.do', {})
      if (status.ok) set({ status: status.data })
    }
    const turnedOn = async (codes: readonly string[], msg: string): Promise<MoneyOutcome> => {
      set({ recoveryCodes: codes, enrolment: undefined })
      await load()
      return { ok: true, msg }
    }
    const withFactor = async (code: string) => factorFieldsFor(client, get().status?.method ?? 'none', code, device)
    return {
      status: undefined,
      enrolment: undefined,
      recoveryCodes: undefined,
      submitting: false,
      passkeys: device !== undefined,
      load,
      beginTotp: (password) =>
        busy(async () => {
          if (password.trim() === '') return refusedBy(client, domainError('walletPasswordEmpty'))
          const begun = await beginning.run({ userPwd: password.replace(/\s/g, '') })
          if (!begun.ok) return refusedWith(begun.failure)
          set({ enrolment: begun.data })
          return { ok: true, msg: '' }
        }),
      confirmTotp: (code) =>
        busy(async () => {
          const confirmed = await confirming.run({ factorCode: code.replace(/\s/g, '') })
          return confirmed.ok ? turnedOn(confirmed.data.codes, confirmed.msg) : refusedWith(confirmed.failure)
        }),
      addPasskey: (password) =>
        busy(async () => {
          if (device === undefined) return refusedBy(client, domainError('passkeyNotUsed'))
          if (password.trim() === '') return refusedBy(client, domainError('walletPasswordEmpty'))
          const options = await passkeyBegin.run({ userPwd: password.replace(/\s/g, '') })
          if (!options.ok) return refusedWith(options.failure)
          let answer: string
          try {
            answer = await device.create(options.data)
          } catch {
            return refusedBy(client, domainError('passkeyNotUsed'))
          }
          const saved = await passkeyConfirm.run({ passkey: answer })
          return saved.ok ? turnedOn(saved.data.codes, saved.msg) : refusedWith(saved.failure)
        }),
      disable: (code) =>
        busy(async () => {
          const proof = await withFactor(code)
          if (!proof.ok) return refusedWith(proof.failure)
          const off = await disabling.run(proof.fields)
          if (!off.ok) return refusedWith(off.failure)
          set({ recoveryCodes: undefined })
          await load()
          return { ok: true, msg: off.msg }
        }),
      renewCodes: (code) =>
        busy(async () => {
          const proof = await withFactor(code)
          if (!proof.ok) return refusedWith(proof.failure)
          const renewed = await renewing.run(proof.fields)
          return renewed.ok ? turnedOn(renewed.data.codes, renewed.msg) : refusedWith(renewed.failure)
        }),
      cancelEnrolment: () => set({ enrolment: undefined }),
      dismissCodes: () => set({ recoveryCodes: undefined }),
    }
  })
}
