import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * Who the passkeys belong to, as the browser sees it: the site's host name (`id`, WebAuthn's RP ID), the origin
 * the answers must come from, and the name the browser shows.
 */
export interface RelyingParty {
  readonly id: string
  readonly origin: string
  readonly name: string
}

interface PasskeyRow {
  credentialId: string
  publicKey: string
  counter: number
  transports: string
}

const credentialOf = (row: PasskeyRow): WebAuthnCredential => ({
  id: row.credentialId,
  publicKey: Buffer.from(row.publicKey, 'base64url'),
  counter: Number(row.counter),
  ...(row.transports === '' ? {} : { transports: row.transports.split(',') }),
})

const passkeysOf = (db: SqlConnection, userId: number): WebAuthnCredential[] =>
  (
    db
      .prepare(
        `SELECT credential_id AS "credentialId", public_key AS "publicKey", counter, transports FROM passkeys
         WHERE user_id = ? ORDER BY created_at`,
      )
      .all(userId) as PasskeyRow[]
  ).map(credentialOf)

/** True when the investor has a passkey. */
export const hasPasskey = (db: SqlConnection, userId: number): boolean =>
  db.prepare('SELECT 1 AS one FROM passkeys WHERE user_id = ?').get(userId) !== undefined

export const deletePasskeys = (db: SqlConnection, userId: number): void => {
  db.prepare('DELETE FROM passkeys WHERE user_id = ?').run(userId)
}

/** A challenge's bytes: given as text, the library would send the text's UTF-8, and the browser sign that instead. */
const challengeBytes = (challenge: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(challenge, 'base64url'))

/** WebAuthn creation options for a new passkey of the investor (their phone as its name), with `challenge`. */
export const passkeyCreationOptions = (rp: RelyingParty, userId: number, phone: string, challenge: string) =>
  generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: phone,
    userID: new TextEncoder().encode(`user:${userId}`),
    challenge: challengeBytes(challenge),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })

/** WebAuthn request options naming the investor's passkeys, with `challenge`. */
export const passkeyRequestOptions = (db: SqlConnection, rp: RelyingParty, userId: number, challenge: string) =>
  generateAuthenticationOptions({
    rpID: rp.id,
    challenge: challengeBytes(challenge),
    userVerification: 'preferred',
    allowCredentials: passkeysOf(db, userId).map(({ id, transports }) => ({
      id,
      ...(transports ? { transports } : {}),
    })),
  })

const parsed = <T>(json: string): T | undefined => {
  try {
    return JSON.parse(json) as T
  } catch {
    return undefined
  }
}

/**
 * Checks a browser's answer to creation options with `challenge` and stores the new passkey; false when the answer
 * is not a valid attestation for this site and challenge.
 */
export const savePasskey = async (
  db: SqlConnection,
  rp: RelyingParty,
  userId: number,
  answer: string,
  challenge: string,
  now: number,
): Promise<boolean> => {
  const response = parsed<RegistrationResponseJSON>(answer)
  if (!response) return false
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }))
  if (!verified.verified) return false
  const { credential } = verified.registrationInfo
  db.prepare(
    'INSERT INTO passkeys (credential_id, user_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    credential.id,
    userId,
    Buffer.from(credential.publicKey).toString('base64url'),
    credential.counter,
    (credential.transports ?? []).join(','),
    now,
  )
  return true
}

/**
 * Checks a browser's answer to request options with `challenge` against the investor's own passkeys, and keeps the
 * authenticator's new signature counter; false for anything else (another person's passkey, a replayed answer).
 */
export const verifyPasskey = async (
  db: SqlConnection,
  rp: RelyingParty,
  userId: number,
  answer: string,
  challenge: string,
): Promise<boolean> => {
  const response = parsed<AuthenticationResponseJSON>(answer)
  const credential = passkeysOf(db, userId).find((known) => known.id === response?.id)
  if (!response || !credential) return false
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }))
  if (!verified.verified || !verified.authenticationInfo) return false
  db.prepare('UPDATE passkeys SET counter = ? WHERE credential_id = ?').run(
    verified.authenticationInfo.newCounter,
    credential.id,
  )
  return true
}

/** The challenge a browser's WebAuthn answer signed (from its client data), to find what it answers. */
export const challengeOfAnswer = (answer: string): string | undefined => {
  const response = parsed<{ response?: { clientDataJSON?: string } }>(answer)
  const clientData = response?.response?.clientDataJSON
  if (typeof clientData !== 'string') return undefined
  const challenge = parsed<{ challenge?: unknown }>(Buffer.from(clientData, 'base64url').toString('utf8'))?.challenge
  return typeof challenge === 'string' ? challenge : undefined
}
