import { domainError } from '../errors/DomainError.js'
import { fail, ok, type Result } from '../errors/Result.js'
import { day, type Instant } from '../time/Instant.js'
import type { HelpTopic } from './helpTopic.js'
import type { LinkedRecord } from './linkedRecord.js'

/** open: waits for support; answered: support replied last; closed: done (reopenable for 7 days). */
export type HelpRequestStatus = 'open' | 'answered' | 'closed'

/** How long after closing the investor may still reopen a request (DECISIONS §22). */
export const reopenWindow = 7 * day

/** A help request's state, without its messages (those are appended, never changed). */
export interface HelpRequest {
  readonly topic: HelpTopic
  readonly status: HelpRequestStatus
  readonly linked: LinkedRecord | undefined
  readonly createdAt: Instant
  readonly updatedAt: Instant
  /** When it was last closed; undefined while it never was. */
  readonly closedAt: Instant | undefined
}

/** A new request, open, as the investor files it. */
export const openRequest = (topic: HelpTopic, linked: LinkedRecord | undefined, now: Instant): HelpRequest => ({
  topic,
  status: 'open',
  linked,
  createdAt: now,
  updatedAt: now,
  closedAt: undefined,
})

const closedRefusal = () => fail<HelpRequest>(domainError('helpRequestClosed'))

/** The investor adds a message: the request waits for support again. A closed one must be reopened first. */
export const investorWrites = (request: HelpRequest, now: Instant): Result<HelpRequest> =>
  request.status === 'closed' ? closedRefusal() : ok({ ...request, status: 'open', updatedAt: now })

/** Support replies: the request is answered. A closed one takes no reply. */
export const supportReplies = (request: HelpRequest, now: Instant): Result<HelpRequest> =>
  request.status === 'closed' ? closedRefusal() : ok({ ...request, status: 'answered', updatedAt: now })

/** Support closes the request; closing twice is refused (the second of two agents learns it was done). */
export const close = (request: HelpRequest, now: Instant): Result<HelpRequest> =>
  request.status === 'closed'
    ? fail(domainError('helpRequestAlreadyClosed'))
    : ok({ ...request, status: 'closed', updatedAt: now, closedAt: now })

/**
 * True while the investor may reopen: closed, and at most 7 days ago (closed 1 Mar 10:00 → reopenable until
 * 8 Mar 10:00 inclusive).
 */
export const canReopen = (request: HelpRequest, now: Instant): boolean =>
  request.status === 'closed' && request.closedAt !== undefined && now - request.closedAt <= reopenWindow

/** The investor reopens a closed request within 7 days of its closing; it is open again. */
export const reopen = (request: HelpRequest, now: Instant): Result<HelpRequest> => {
  if (request.status !== 'closed') return fail(domainError('helpRequestNotClosed'))
  if (!canReopen(request, now)) return fail(domainError('helpReopenTooLate', { days: String(reopenWindow / day) }))
  return ok({ ...request, status: 'open', updatedAt: now })
}

/**
 * True when support wrote after the investor last read the thread: the badge on the request and on My.
 * Never read (`seenAt` undefined) with a reply counts as unread.
 */
export const isUnread = (lastSupportReplyAt: Instant | undefined, seenAt: Instant | undefined): boolean =>
  lastSupportReplyAt !== undefined && (seenAt === undefined || lastSupportReplyAt > seenAt)

/** The catalogue key of a status's name: `helpStatusKey('answered')` is `helpStatus_answered` ("Answered"). */
export const helpStatusKey = (status: HelpRequestStatus) => `helpStatus_${status}` as const
