import { type DomainError, Identity, type Result } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiResult } from './apiClient.js'
import { createMutation } from './createMutation.js'
import type { KeyValueStorage } from './preferencesStore.js'

/** The local-storage key of the session token (spec 001 §9). */
export const tokenStorageKey = 'USERTOKEN'

/** The registration form's fixed verification-code placeholder: no code is asked (spec 001 §5). */
export const registrationCodePlaceholder = '123456'

export interface SessionState {
  readonly token: string | undefined
  /** True while a login or registration runs; the button stays disabled. */
  readonly submitting: boolean
  /** Set when the server said 'Please log in first': the UI shows `msg` and goes to /login after 1 s. */
  readonly expiredMessage: string | undefined
  login(phone: string, password: string): Promise<ApiResult<string>>
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
  return createStore<SessionState>()((set) => ({
    token: stored === null || stored === '' ? undefined : stored,
    submitting: false,
    expiredMessage: undefined,
    login: async (phone, password) => {
      const client = deps.client()
      const checked = firstRefusal(Identity.checkPhone(phone), Identity.checkPassword(password))
      if (checked) return client.refusal(checked)
      login ??= createMutation(client, '/user/login.do')
      set({ submitting: true })
      const result = await login.run({ phone: phone.trim(), userPwd: password.replace(/\s/g, '') })
      if (result.ok) keep(result.data)
      set(result.ok ? { submitting: false, token: result.data, expiredMessage: undefined } : { submitting: false })
      return result
    },
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
  }))
}
