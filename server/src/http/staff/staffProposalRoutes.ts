import { type Api, domainError, isMoneySetting, Staff } from '@bourse/core'
import type { FastifyInstance } from 'fastify'
import { hashPassword } from '../../auth/passwordHash.js'
import { uploadsDirOf } from '../../identity/uploadFiles.js'
import { settingTextOf } from '../../settings/settingsRepository.js'
import {
  approveProposal,
  areaOf,
  currentValueOf,
  findProposal,
  insertProposal,
  listProposals,
  type NewProposal,
  type ProposalArea,
  type ProposalRow,
  proposalRefusal,
  proposalWire,
  rejectProposal,
} from '../../staff/proposals.js'
import { findStaffById } from '../../staff/staffRepository.js'
import { waitingOf } from '../../vault/resealJob.js'
import { vaultOf } from '../../vault/vaultOfConnection.js'
import type { AppContext } from '../AppContext.js'
import { refusalOf, refusalWith, success } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

/** The trail's words for a decided proposal: `proposal 4 changeSetting withFeeSingle: 3 → 5 (proposed by ana)`. */
const trailOf = (row: ProposalRow, before: string) =>
  `proposal ${row.id} ${row.kind} ${row.subject}: ${before === '' ? '(none)' : before} → ${row.value} (proposed by ${row.proposedBy})`

const kindOfAction = { create: 'createStaff', grant: 'grantRoles', enable: 'enableStaff' } as const

type StaffProposal = Api.StaffPayloadOf<'/staff/propose'>

/** The proposal a `/staff/propose` payload asks for, or the refusal of a missing field or a short password. */
const staffProposalOf = (payload: StaffProposal) => {
  if (payload.action !== 'enable' && payload.roles === undefined)
    return { error: domainError('requiredField', { field: 'roles' }) }
  if (payload.action === 'create') {
    const password = Staff.checkStaffPassword(payload.password ?? '')
    if (!password.ok) return { error: password.error }
  }
  return { kind: kindOfAction[payload.action], value: [...new Set(payload.roles ?? [])].join(',') }
}

/**
 * Two people for every power (DECISIONS §21): staff creation, role grants, re-enabling and money-setting changes are
 * proposed by one admin and take effect only when a different admin, already active when it was proposed, approves.
 * Each proposal is checked when made and again when approved; the trail keeps both steps.
 */
export const staffProposalRoutes = (app: FastifyInstance, context: AppContext): void => {
  const { db } = context

  const propose = (proposal: NewProposal, language: Parameters<typeof refusalOf>[1], now: number) => {
    const refused = proposalRefusal(db, proposal)
    if (refused) return refusalOf(refused, language)
    const id = insertProposal(db, proposal, now)
    const row = findProposal(db, areaOf(proposal.kind), id)
    return row ? success(proposalWire(db, row)) : refusalWith('proposalUnknown', language)
  }

  staffRoute(
    app,
    context,
    '/staff/propose',
    ({ payload, staff, language, now, prepared }) => {
      const asked = staffProposalOf(payload)
      if ('error' in asked) return refusalOf(asked.error, language)
      return propose(
        {
          kind: asked.kind,
          subject: payload.name,
          value: asked.value,
          previous: currentValueOf(db, asked.kind, payload.name),
          passwordHash: prepared as string | undefined,
          reason: payload.reason,
          proposedBy: staff.name,
        },
        language,
        now,
      )
    },
    {
      prepare: async (payload: StaffProposal) =>
        payload.action === 'create' && payload.password ? hashPassword(payload.password) : undefined,
    },
  )

  staffRoute(app, context, '/settings/propose', ({ payload, staff, language, now }) => {
    if (!isMoneySetting(payload.name)) return refusalWith('staffSettingUnknown', language, { name: payload.name })
    return propose(
      {
        kind: 'changeSetting',
        subject: payload.name,
        // Stored in its plain form (" 7" → "7"), so what is approved is what the queue showed (issue 34).
        value: settingTextOf(payload.name, payload.value),
        previous: currentValueOf(db, 'changeSetting', payload.name),
        reason: payload.reason,
        proposedBy: staff.name,
      },
      language,
      now,
    )
  })

  staffRoute(app, context, '/keys/propose', ({ payload, staff, language, now }) =>
    propose(
      {
        kind: 'rotateKeys',
        subject: payload.recordClass,
        value: 'new data key',
        previous: currentValueOf(db, 'rotateKeys', payload.recordClass),
        reason: payload.reason,
        proposedBy: staff.name,
      },
      language,
      now,
    ),
  )

  staffRoute(app, context, '/keys/status', () =>
    success(
      vaultOf(db)
        .rotations()
        .map(({ recordClass, version, olderVersions }) => ({
          recordClass,
          version,
          olderVersions: [...olderVersions],
          waiting: waitingOf(db, uploadsDirOf(context.config.dataDir), recordClass),
        })),
    ),
  )

  for (const area of ['staff', 'settings', 'keys'] as const satisfies readonly ProposalArea[]) {
    const decided = (id: number, fallback: ProposalRow) =>
      success(proposalWire(db, findProposal(db, area, id) ?? fallback))

    staffRoute(app, context, `/${area}/proposals`, ({ payload }) =>
      success(listProposals(db, area, payload.status).map((row) => proposalWire(db, row))),
    )

    staffRoute(app, context, `/${area}/approve`, ({ payload, staff, language, now, audit }) => {
      const row = findProposal(db, area, payload.id)
      const approver = findStaffById(db, staff.id)
      if (!row || !approver) return refusalWith('proposalUnknown', language)
      const before = currentValueOf(db, row.kind, row.subject)
      audit({ target: `${area}:${row.subject}`, detail: trailOf(row, before) })
      const refused = approveProposal(db, row, approver, now)
      return refused ? refusalOf(refused, language) : decided(row.id, row)
    })

    staffRoute(app, context, `/${area}/reject`, ({ payload, staff, language, now, audit }) => {
      const row = findProposal(db, area, payload.id)
      if (!row) return refusalWith('proposalUnknown', language)
      audit({ target: `${area}:${row.subject}`, detail: trailOf(row, currentValueOf(db, row.kind, row.subject)) })
      if (payload.reason === undefined) return refusalWith('staffReasonRequired', language)
      const refused = rejectProposal(db, row, staff.name, now)
      return refused ? refusalOf(refused, language) : decided(row.id, row)
    })
  }
}
