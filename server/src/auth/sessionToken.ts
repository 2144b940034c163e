import { createHash, randomBytes } from 'node:crypto'

/** A new session token: 32 random bytes as base64url (43 characters). Only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url')

/** The SHA-256 of a token (hex), the only form a token takes in the database. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** A token as this server issues it: 43 base64url characters. Anything else is not looked up. */
export const isWellFormedToken = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text)
