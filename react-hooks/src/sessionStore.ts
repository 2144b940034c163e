import { type Api, type DomainError, domainError, Identity, type Result } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiResult } from './apiClient.js'
import { createMutation } from './createMutation.js'
import type { KeyValueStorage } from './preferencesStore.js'
import type { FactorFields } from './secondFactor/factorProof.js'
import type { PasskeyDevice } from './secondFactor/PasskeyDevice.js'

/** The local-storage key of the session token (spec 001 §9). */
export const tokenStorageKey = 'USERTOKEN'

/** The registration form's fixed verification-code placeholder: no code is asked (spec 001 §5). */
export const registrationCodePlaceholder = '123456'

/** A sign-in whose password was right, waiting for the second factor (a browser new to an investor who has one). */
export type SecondFactorDue = (typeof Api.SecondFactorDue.Type)['secondFactor']

export interface SessionState {
  readonly token: string | undefined
  /** Set after a right password when the second factor is due: the login screen asks for the code or passkey. */
  readonly secondFactor: SecondFactorDue | undefined
  /** True while a login or registration runs; the button stays disabled. */
  readonly submitting: boolean
  /** Set when the server said 'Please log in first': the UI shows `msg` and goes to /login after 1 s. */
  readonly expiredMessage: string | undefined
  /** The password step; answers the token, or `secondFactor` is set and the screen asks for the factor. */
  login(phone: string, password: string): Promise<ApiResult<string | { readonly secondFactor: SecondFactorDue }>>
  /**
   * The second step (DECISIONS §28): the typed code (TOTP or recovery code), or with an empty code and a passkey due,
   * the browser's passkey (`device`).
   */
  confirmSignIn(code: string, device?: PasskeyDevice): Promise<ApiResult<string>>
  /** Back to the password step. */
  cancelSecondFactor(): void
  register(phone: string, password: string, agentCode: string): Promise<ApiResult<null>>
  logout(): Promise<void>
  /** The API client's not-signed-in notice: drop the token and remember why. */
  signedOut(msg: string): void
}

export interface SessionDependencies {
  readonly storage: KeyValueStorage
  /** Writes (or, with `undefined`, removes) the `USER_TOKEN` cookie; the web app passes its cookie writer. */
  readonly writeCookie?: (token: string | undefined) => void
  /** The client, read lazily because it reads the token from this store. */
  readonly client: () => ApiClient
}

const firstRefusal = (...results: readonly Result.Result<unknown>[]): DomainError | undefined => {
  for (const result of results) if (!result.ok) return result.error
  return undefined
}

/** The session: the token under `USERTOKEN` (and cookie `USER_TOKEN`), login, registration, logout. */
export const createSessionStore = (deps: SessionDependencies): StoreApi<SessionState> => {
  const stored = deps.storage.getItem(tokenStorageKey)
  let login: ReturnType<typeof createMutation<'/user/login.do'>> | undefined
  let register: ReturnType<typeof createMutation<'/user/reg.do'>> | undefined
  const keep = (token: string | undefined) => {
    if (token === undefined) deps.storage.removeItem(tokenStorageKey)
    else deps.storage.setItem(tokenStorageKey, token)
    deps.writeCookie?.(token)
  }
  let secondStep: ReturnType<typeof createMutation<'/user/login/secondFactor.do'>> | undefined
  return createStore<SessionState>()((set, get) => {
    const signedIn = (token: string) => {
      keep(token)
      set({ token, secondFactor: undefined, expiredMessage: undefined })
    }
    return {
      token: stored === null || stored === '' ? undefined : stored,
      secondFactor: undefined,
      submitting: false,
      expiredMessage: undefined,
      login: async (phone, password) => {
        const client = deps.client()
        const checked = firstRefusal(Identity.checkPhone(phone), Identity.checkPassword(password))
        if (checked) return client.refusal(checked)
        login ??= createMutation(client, '/user/login.do')
        set({ submitting: true })
        const result = await login.run({ phone: phone.trim(), userPwd: password.replace(/\s/g, '') })
        set({ submitting: false })
        if (!result.ok) return result
        if (typeof result.data !== 'string') set({ secondFactor: result.data.secondFactor })
        else signedIn(result.data)
        return result
      },
      confirmSignIn: async (code, device) => {
        const client = deps.client()
        const due = get().secondFactor
        if (due === undefined) return client.refusal(domainError('secondFactorTicketExpired'))
        secondStep ??= createMutation(client, '/user/login/secondFactor.do')
        set({ submitting: true })
        const proof = await proofOf(client, due, code, device)
        const result = proof.ok ? await secondStep.run({ ticket: due.ticket, ...proof.fields }) : proof
        set({ submitting: false })
        if (result.ok) signedIn(result.data)
        return result
      },
      cancelSecondFactor: () => set({ secondFactor: undefined }),
      register: async (phone, password, agentCode) => {
        const client = deps.client()
        const checked = firstRefusal(Identity.checkPhone(phone), Identity.checkPassword(password))
        if (checked) return client.refusal(checked)
        register ??= createMutation(client, '/user/reg.do')
        set({ submitting: true })
        const result = await register.run({
          phone: phone.trim(),
          userPwd: password.replace(/\s/g, ''),
          agentCode: agentCode.trim(),
          yzmCode: registrationCodePlaceholder,
        })
        set({ submitting: false })
        return result
      },
      logout: async () => {
        // The session ends locally whatever the server answers (spec 001 §6 "Exit").
        await deps.client().call('/user/logout.do', {})
        keep(undefined)
        set({ token: undefined })
      },
      signedOut: (msg) => {
        keep(undefined)
        set({ token: undefined, expiredMessage: msg })
      },
    }
  })
}

/** The sign-in's factor fields: the typed code, else the passkey due signing the ticket's own challenge. */
const proofOf = async (
  client: ApiClient,
  due: SecondFactorDue,
  code: string,
  device: PasskeyDevice | undefined,
): Promise<FactorFields> => {
  if (code.trim() !== '') return { ok: true, fields: { factorCode: code.trim() } }
  if (due.passkey === undefined || device === undefined) return client.refusal(domainError('secondFactorRequired'))
  try {
    return { ok: true, fields: { passkey: await device.sign(due.passkey) } }
  } catch {
    return client.refusal(domainError('passkeyNotUsed'))
  }
}
