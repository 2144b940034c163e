import { domainError, type SecondFactor } from '@bourse/core'
import type { ApiClient, ApiFailure } from '../apiClient.js'
import type { PasskeyDevice } from './PasskeyDevice.js'

/** The second factor's fields of a guarded call (`factorCode` or `passkey`), or why there are none. */
export type FactorFields =
  | { readonly ok: true; readonly fields: { readonly factorCode?: string; readonly passkey?: string } }
  | { readonly ok: false; readonly failure: ApiFailure }

/**
 * The factor for one guarded call (withdrawal, bank card, funding password; DECISIONS §28), by the investor's
 * method: nothing when none is on; the typed code (TOTP or recovery) for TOTP; for a passkey, a typed recovery code
 * if there is one, else the browser signs a fresh challenge (`/user/factor/challenge.do`).
 */
export const factorFieldsFor = async (
  client: ApiClient,
  method: SecondFactor.FactorMethod,
  typed: string,
  device: PasskeyDevice | undefined,
): Promise<FactorFields> => {
  const code = typed.trim()
  if (method === 'none') return { ok: true, fields: {} }
  if (code !== '') return { ok: true, fields: { factorCode: code } }
  if (method === 'totp' || device === undefined) return client.refusal(domainError('secondFactorRequired'))
  const options = await client.call('/user/factor/challenge.do', {})
  if (!options.ok) return options
  try {
    return { ok: true, fields: { passkey: await device.sign(options.data) } }
  } catch {
    return client.refusal(domainError('passkeyNotUsed'))
  }
}

/** The investor's factor method (`/user/factor/status.do`); `none` when it cannot be read (the server decides). */
export const loadFactorMethod = async (client: ApiClient): Promise<SecondFactor.FactorMethod> => {
  const status = await client.call('/user/factor/status.do', {})
  return status.ok ? status.data.method : 'none'
}

/** `factorFieldsFor` with the method read first when the screen has not loaded it yet. */
export const guardedFields = async (
  client: ApiClient,
  known: SecondFactor.FactorMethod | undefined,
  typed: string,
  device: PasskeyDevice | undefined,
): Promise<FactorFields> => factorFieldsFor(client, known ?? (await loadFactorMethod(client)), typed, device)
