import type { Documents, Language } from '@bourse/core'
import type { DocumentMessage } from './mail/mailer.js'

/** A journal row as stored, in text: id, event seq, type, sub-balance, amount, balance after, reference, time. */
export type RawJournalRow = readonly [number, number, string, string, string, string, string, number]

/** What one document is made from, as read from the database (decoded in the worker, off the main thread). */
export interface RawFacts {
  readonly kind: Documents.DocumentKind
  readonly period: string
  readonly userId: number
  readonly phone: string
  readonly name: string
  readonly language: Language
  /** The investor's journal since the run's first id, oldest first. */
  readonly rows: readonly RawJournalRow[]
  /** The events of the period that have journal rows (notes only): seq and the stored payload. */
  readonly events: readonly (readonly [number, string])[]
  /** `accounts.balances` as stored (core JSON), or null for an account without a row. */
  readonly balances: string | null
}

/** The investor's document keys as stored: the file key, and U, UE, O, OE, Perms, all hex. */
export interface StoredKeys {
  readonly fileKey: string
  readonly u: string
  readonly ue: string
  readonly o: string
  readonly oe: string
  readonly perms: string
}

/** Asks the worker to render, protect and sign one document into `file` (or only sign, from `renderedFile`). */
export interface IssueRequest {
  readonly type: 'issue'
  readonly id: number
  readonly facts: RawFacts
  /** The investor's keys, or the password to derive them from (the worker answers the derived keys). */
  readonly keys: StoredKeys | { readonly password: string }
  readonly issuer: { readonly broker: string }
  readonly issuedAt: number
  readonly file: string
  /** Set when an earlier render succeeded and only signing failed: sign this file instead of rendering again. */
  readonly renderedFile?: string
}

/** Asks the worker to mail one issued document. */
export interface MailRequest {
  readonly type: 'mail'
  readonly id: number
  readonly message: DocumentMessage
}

export type WorkerRequest = IssueRequest | MailRequest

/** The figures a document states, kept with its job for lists and checks. */
export interface DocumentSummary {
  readonly trades?: number
  readonly lines?: number
  readonly charges?: string
  readonly realised?: string
  readonly net?: string
  readonly opening: string
  readonly closing: string
}

export type WorkerReply =
  | {
      readonly id: number
      readonly ok: true
      readonly type: 'issued'
      readonly bytes: number
      readonly sha256: string
      readonly summary: DocumentSummary
      readonly derivedKeys?: StoredKeys
    }
  | { readonly id: number; readonly ok: true; readonly type: 'empty'; readonly derivedKeys?: StoredKeys }
  | { readonly id: number; readonly ok: true; readonly type: 'mailed' }
  | {
      readonly id: number
      readonly ok: false
      readonly stage: 'render' | 'sign' | 'mail'
      readonly message: string
      readonly derivedKeys?: StoredKeys
    }

/** What each worker is started with. */
export interface WorkerSetup {
  readonly identity: import('./sign/brokerIdentity.js').PortableIdentity
  readonly smtpUrl: string | undefined
}
