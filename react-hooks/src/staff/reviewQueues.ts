import type { StaffPath } from './staffClient.js'

/** The review queues of the console, in the order of their tabs. */
export const reviewQueueNames = [
  'kyc',
  'withdrawals',
  'recharges',
  'financing',
  'adjustments',
  'staffProposals',
  'settingProposals',
  'welfare',
] as const
export type ReviewQueueName = (typeof reviewQueueNames)[number]

/** What a decision asks the reviewer to type: a reason (every rejection), or a bank reference (a recharge). */
export type PromptField = 'reason' | 'reference'

/** One review queue: its staff calls, what names an item in a decision, and what the approve key asks for. */
export interface ReviewQueue {
  readonly title: string
  readonly queue: StaffPath
  readonly approve: StaffPath
  readonly reject: StaffPath
  /** The verb on the approve key: approve, pay, confirm. */
  readonly approveVerb: string
  readonly rejectVerb: string
  /** What the approve key must ask first (a recharge needs the bank's reference). */
  readonly approveAsks?: PromptField
  /** The payload field(s) that name an item in a decision: `{phone}`, `{id}` or `{orderSn}`. */
  readonly subjectOf: (item: Readonly<Record<string, unknown>>) => Readonly<Record<string, string | number>>
}

const byPhone = (item: Readonly<Record<string, unknown>>) => ({ phone: String(item.phone) })
const byId = (item: Readonly<Record<string, unknown>>) => ({ id: Number(item.id) })

/**
 * The queues, with the exact staff paths of the contract (docs/api.md, "Staff API"). Staff and setting proposals, and
 * balance adjustments, wait for a second admin (DECISIONS §21): the approving admin must not be the proposer and must have been active
 * before it was proposed; the server says so when not.
 */
export const reviewQueues: Readonly<Record<ReviewQueueName, ReviewQueue>> = {
  kyc: {
    title: 'KYC',
    queue: '/kyc/queue',
    approve: '/kyc/approve',
    reject: '/kyc/reject',
    approveVerb: 'approve',
    rejectVerb: 'reject',
    subjectOf: byPhone,
  },
  withdrawals: {
    title: 'Withdrawals',
    queue: '/withdrawals/queue',
    approve: '/withdrawals/pay',
    reject: '/withdrawals/reject',
    approveVerb: 'pay',
    rejectVerb: 'reject',
    subjectOf: byId,
  },
  recharges: {
    title: 'Recharges',
    queue: '/recharges/queue',
    approve: '/recharges/confirm',
    reject: '/recharges/fail',
    approveVerb: 'confirm',
    rejectVerb: 'fail',
    approveAsks: 'reference',
    subjectOf: (item) => ({ orderSn: String(item.orderSn) }),
  },
  financing: {
    title: 'Financing',
    queue: '/financing/queue' as StaffPath,
    approve: '/financing/approve' as StaffPath,
    reject: '/financing/reject' as StaffPath,
    approveVerb: 'approve',
    rejectVerb: 'reject',
    subjectOf: byId,
  },
  staffProposals: {
    title: 'Staff',
    queue: '/staff/proposals',
    approve: '/staff/approve',
    reject: '/staff/reject',
    approveVerb: 'approve',
    rejectVerb: 'reject',
    subjectOf: byId,
  },
  settingProposals: {
    title: 'Settings',
    queue: '/settings/proposals',
    approve: '/settings/approve',
    reject: '/settings/reject',
    approveVerb: 'approve',
    rejectVerb: 'reject',
    subjectOf: byId,
  },
  adjustments: {
    title: 'Adjustments',
    queue: '/adjustments/queue',
    approve: '/adjustments/approve',
    reject: '/adjustments/reject',
    approveVerb: 'approve',
    rejectVerb: 'reject',
    subjectOf: byId,
  },
  welfare: {
    title: 'Welfare',
    queue: '/welfare/queue',
    approve: '/welfare/approve',
    reject: '/welfare/reject',
    approveVerb: 'approve',
    rejectVerb: 'reject',
    subjectOf: byPhone,
  },
}
