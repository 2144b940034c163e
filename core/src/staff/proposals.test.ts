import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { translate } from '../messages/translate.js'
import { checkApproval, type ProposalStatus } from './proposals.js'
import { checkRoleSet } from './rolePairs.js'
import { staffRoles } from './StaffRole.js'

const refusal = (result: { ok: true } | { ok: false; error: { key: never; params: never } }) =>
  result.ok ? 'ok' : translate(result.error.key, 'en', result.error.params)

describe('forbidden role pairs (DECISIONS §21)', () => {
  it.each([
    [['auditor', 'support'], 'auditor and support may not be held by one member'],
    [['finance', 'auditor'], 'auditor and finance may not be held by one member'],
    [['admin', 'auditor'], 'auditor and admin may not be held by one member'],
    [['support', 'finance'], 'finance and support may not be held by one member'],
    [['admin', 'finance'], 'finance and admin may not be held by one member'],
  ] as const)('refuses %j', (roles, message) => {
    expect(refusal(checkRoleSet(roles) as never)).toBe(message)
  })

  it('allows support with admin, and every single role', () => {
    expect(checkRoleSet(['support', 'admin']).ok).toBe(true)
    for (const role of staffRoles) expect(checkRoleSet([role]).ok).toBe(true)
  })

  test.prop([fc.subarray([...staffRoles])])(
    'the auditor and finance never share a member with another role',
    (roles) => {
      const sharesAuditor = roles.includes('auditor') && roles.length > 1
      const sharesFinance = roles.includes('finance') && roles.length > 1
      expect(checkRoleSet(roles).ok).toBe(!sharesAuditor && !sharesFinance)
    },
  )
})

describe('who may approve a proposal', () => {
  const proposal = { status: 'proposed' as ProposalStatus, proposedBy: 'ana', proposedAt: 1000, subject: 'dan' }

  it('is a different admin, not its subject, active before it was made, and only once', () => {
    expect(refusal(checkApproval(proposal, { name: 'ben', activeSince: 999 }) as never)).toBe('ok')
    expect(refusal(checkApproval(proposal, { name: 'ana', activeSince: 0 }) as never)).toBe(
      'A different admin must approve this proposal',
    )
    expect(refusal(checkApproval(proposal, { name: 'dan', activeSince: 0 }) as never)).toBe(
      'You may not approve a proposal about yourself',
    )
    expect(refusal(checkApproval(proposal, { name: 'ben', activeSince: 1000 }) as never)).toBe(
      'Only an admin who was already active when this was proposed may approve it',
    )
    expect(refusal(checkApproval({ ...proposal, status: 'approved' }, { name: 'ben', activeSince: 0 }) as never)).toBe(
      'This proposal has already been decided',
    )
  })

  test.prop([fc.nat(10_000), fc.nat(10_000)])('an approver is accepted exactly when active before', (at, since) => {
    expect(checkApproval({ ...proposal, proposedAt: at }, { name: 'ben', activeSince: since }).ok).toBe(since < at)
  })
})
