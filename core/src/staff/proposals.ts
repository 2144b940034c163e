import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'

/**
 * What a proposal asks (DECISIONS §21, §28): a new member, more roles for one, a disabled one back, a money setting,
 * new data keys for personal data (`rotateKeys`).
 */
export const proposalKinds = ['createStaff', 'grantRoles', 'enableStaff', 'changeSetting', 'rotateKeys'] as const
export type ProposalKind = (typeof proposalKinds)[number]

export type ProposalStatus = 'proposed' | 'approved' | 'rejected'

/** The facts of a proposal that decide who may approve it. */
export interface ProposalFacts {
  readonly status: ProposalStatus
  readonly proposedBy: string
  readonly proposedAt: number
  /** The staff member the proposal is about, if any (nobody approves their own promotion). */
  readonly subject?: string | undefined
}

/** The admin approving: their name and since when they have held their present roles unbroken. */
export interface Approver {
  readonly name: string
  readonly activeSince: number
}

/**
 * Two people for every power (DECISIONS §21): a proposal is approved once, by an admin other than its proposer and
 * its subject, who was already active when it was made. Example: proposed by `ana` at 1000; `ben` active since 900
 * may approve; `ben` active since 1000 (created, promoted or re-enabled at that moment or later) may not.
 */
export const checkApproval = (proposal: ProposalFacts, approver: Approver): Result.Result<true> => {
  if (proposal.status !== 'proposed') return Result.fail(domainError('proposalAlreadyDecided'))
  if (proposal.proposedBy === approver.name) return Result.fail(domainError('proposalSameAdmin'))
  if (proposal.subject === approver.name) return Result.fail(domainError('proposalAboutApprover'))
  if (approver.activeSince >= proposal.proposedAt) return Result.fail(domainError('proposalApproverTooNew'))
  return Result.ok(true)
}
