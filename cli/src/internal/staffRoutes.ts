import type { Api } from '@bourse/core'

/**
 * The staff calls the terminal client makes, with their methods. The paths, payloads and answers are core's
 * (`Api.staffEndpoints`, checked at compile time below and by `staffRoutes.test.ts` at run time); the methods are
 * repeated here so a command never loads core's schemas (and `effect`) just to start: that alone costs several times
 * a bare `node` start (docs/benchmarks.md). Paths another area has not yet added to the table are typed loosely.
 */
export const staffMethods = {
  '/login': 'POST',
  '/logout': 'POST',
  '/me': 'GET',
  '/users/lookup': 'GET',
  '/users/search': 'GET',
  '/users/sessions': 'GET',
  '/users/signOut': 'POST',
  '/users/list': 'GET',
  '/users/events': 'GET',
  '/users/journal': 'GET',
  '/users/records': 'GET',
  '/users/heads': 'GET',
  '/provider/unclaimed': 'GET',
  '/audit': 'GET',
  '/settings': 'GET',
  '/staff/list': 'GET',
  '/staff/propose': 'POST',
  '/staff/approve': 'POST',
  '/staff/reject': 'POST',
  '/staff/proposals': 'GET',
  '/settings/propose': 'POST',
  '/settings/approve': 'POST',
  '/settings/reject': 'POST',
  '/settings/proposals': 'GET',
  '/keys/propose': 'POST',
  '/keys/approve': 'POST',
  '/keys/reject': 'POST',
  '/keys/proposals': 'GET',
  '/keys/status': 'GET',
  '/adjustments/queue': 'GET',
  '/adjustments/propose': 'POST',
  '/adjustments/approve': 'POST',
  '/adjustments/reject': 'POST',
  '/kyc/queue': 'GET',
  '/kyc/show': 'GET',
  '/kyc/approve': 'POST',
  '/kyc/reject': 'POST',
  '/bank/reset': 'POST',
  '/fundingPassword/reset': 'POST',
  '/sms/outbox': 'GET',
  '/withdrawals/queue': 'GET',
  '/withdrawals/pay': 'POST',
  '/withdrawals/reject': 'POST',
  '/recharges/queue': 'GET',
  '/recharges/confirm': 'POST',
  '/recharges/fail': 'POST',
  '/financing/queue': 'GET',
  '/financing/approve': 'POST',
  '/financing/reject': 'POST',
  '/welfare/queue': 'GET',
  '/welfare/approve': 'POST',
  '/welfare/reject': 'POST',
  '/tickets/queue': 'GET',
  '/tickets/show': 'GET',
  '/tickets/reply': 'POST',
  '/tickets/close': 'POST',
  '/contractNotes/run': 'POST',
  '/contractNotes/status': 'GET',
  '/contractNotes/list': 'GET',
  '/contractNotes/show': 'GET',
  '/contractNotes/resend': 'POST',
} as const satisfies Record<string, 'GET' | 'POST'>

export type StaffRoute = keyof typeof staffMethods

type Table = typeof Api.staffEndpoints

/** The payload of a staff call as it travels (text fields, optional paging). */
export type StaffWire<P extends StaffRoute> = P extends keyof Table
  ? Table[P]['payload']['Encoded']
  : Readonly<Record<string, string | number>>

/** The `data` of a staff call's answer as it travels (amounts as text). */
export type StaffAnswer<P extends StaffRoute> = P extends keyof Table ? Table[P]['data']['Encoded'] : unknown
