import type { Language } from '@bourse/core'
import { type RunningServer, spawnServer } from '../../../scripts/testing/spawnServer.js'
import { type ApiClient, createApiClient } from '../apiClient.js'

/** Demo investors of the real server's demo data (funded, real-name approved). */
export const demoInvestors = { first: '9000000001', second: '9000000002', password: 'demo1234' } as const

/** A client of `server` whose token and language a test sets directly. */
export interface TestClient {
  readonly client: ApiClient
  token: string | undefined
  language: Language
  signedOutCalls: string[]
}

export const clientOf = (server: RunningServer, token?: string): TestClient => {
  const state: TestClient = {
    token,
    language: 'en',
    signedOutCalls: [],
    client: undefined as unknown as ApiClient,
  }
  const client = createApiClient({
    baseUrl: server.url,
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken: () => state.token,
    getLanguage: () => state.language,
    onSignedOut: (msg) => {
      state.signedOutCalls.push(msg)
      state.token = undefined
    },
  })
  return Object.assign(state, { client })
}

/** The session token of a sign-in answer; a test investor without a second factor always gets one. */
export const sessionTokenOf = (data: string | { readonly secondFactor: unknown }): string => {
  if (typeof data !== 'string') throw new Error('a second factor is due: this test investor has none on')
  return data
}

/** Signs a demo investor in over HTTP and answers the token. */
export const signIn = async (server: RunningServer, phone: string = demoInvestors.first): Promise<string> => {
  const { client } = clientOf(server)
  const result = await client.call('/user/login.do', { phone, userPwd: demoInvestors.password })
  if (!result.ok) throw new Error(`sign-in failed: ${result.failure.msg}`)
  return sessionTokenOf(result.data)
}

export { type RunningServer, spawnServer }
