import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { CliFailure, usageFailure } from '../../internal/failure.js'
import { readPassword } from '../../internal/passwordInput.js'
import { staffCall } from '../../internal/serverClient.js'
import type { StaffAnswer } from '../../internal/staffRoutes.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'

type Proposal = StaffAnswer<'/staff/approve'>
type Area = 'staff' | 'settings' | 'keys'

const printOne = (context: CommandContext, proposal: Proposal) =>
  printResult(
    context.output,
    wantsJson(context)
      ? proposal
      : {
          id: proposal.id,
          kind: proposal.kind,
          subject: proposal.subject,
          value: proposal.value,
          previous: proposal.previous,
          reason: proposal.reason,
          status: proposal.status,
          proposedBy: proposal.proposedBy,
          proposedAt: instantText(proposal.proposedAt),
          decidedBy: proposal.decidedBy ?? '',
        },
    wantsJson(context),
  )

const proposalId = (context: CommandContext): number => {
  const id = Number(firstArgument(context))
  if (!Number.isInteger(id) || id <= 0) throw usageFailure(`not a proposal id: ${firstArgument(context)}`)
  return id
}

const listOf = (area: Area) => async (context: CommandContext) => {
  const status = String(context.options.status ?? 'proposed') as 'proposed' | 'approved' | 'rejected' | 'all'
  const rows = await staffCall(staffTarget(context), `/${area}/proposals`, { status })
  if (wantsJson(context)) return printJson(context.output, rows)
  printTable(
    context.output,
    rows,
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'kind', value: (row) => row.kind },
      { heading: 'subject', value: (row) => row.subject },
      { heading: 'value', value: (row) => row.value },
      { heading: 'now', value: (row) => row.previous },
      { heading: 'by', value: (row) => row.proposedBy },
      { heading: 'at', value: (row) => instantText(row.proposedAt) },
      { heading: 'status', value: (row) => row.status },
    ],
    'No proposal.',
  )
}

const approveOf = (area: Area) => async (context: CommandContext) =>
  printOne(context, await staffCall(staffTarget(context), `/${area}/approve`, { id: proposalId(context) }))

const rejectOf = (area: Area) => async (context: CommandContext) =>
  printOne(
    context,
    await staffCall(staffTarget(context), `/${area}/reject`, { id: proposalId(context), reason: reasonOf(context) }),
  )

const showOf = (area: Area) => async (context: CommandContext) => {
  const id = proposalId(context)
  const proposals = await staffCall(staffTarget(context), `/${area}/proposals`, { status: 'all' })
  const proposal = proposals.find((row) => row.id === id)
  if (!proposal) throw new CliFailure('No such proposal')
  printOne(context, proposal)
}

/** `proposals`, `show <id>`, `approve <id>` and `reject <id> --reason TEXT` of one area's proposals. */
export const decisionsOf = (area: Area) =>
  ({ list: listOf(area), show: showOf(area), approve: approveOf(area), reject: rejectOf(area) }) as const

const actions = ['create', 'grant', 'enable'] as const

/**
 * `bourse staff propose create|grant|enable <name> [--roles a,b] [--password-stdin] --reason TEXT`: a new member
 * (roles and a first password, read hidden or from stdin), more roles, or a disabled member back.
 */
export const runStaffPropose = async (context: CommandContext): Promise<void> => {
  const [action, name = ''] = context.args
  if (!actions.includes(action as (typeof actions)[number]))
    throw usageFailure(`propose what? one of ${actions.join(', ')}`)
  const roles = context.options.roles === undefined ? undefined : String(context.options.roles).split(',')
  const password = action === 'create' ? await readPassword(context.options, context.stdin) : undefined
  const proposal = await staffCall(staffTarget(context), '/staff/propose', {
    action: action as (typeof actions)[number],
    name,
    ...(roles ? { roles: roles as never } : {}),
    ...(password ? { password } : {}),
    reason: reasonOf(context),
  })
  printOne(context, proposal)
}

const rotatable = ['idNumber', 'bankAccount', 'idImage', 'otpSecret', 'all'] as const

/**
 * `bourse keys rotate <idNumber|bankAccount|idImage|otpSecret|all> --reason TEXT`: proposes new data keys for a class of
 * personal data; once a second admin approves, the server reseals every record under them and retires the old key.
 */
export const runKeysRotate = async (context: CommandContext): Promise<void> => {
  const recordClass = firstArgument(context)
  if (!rotatable.includes(recordClass as (typeof rotatable)[number]))
    throw usageFailure(`rotate which keys? one of ${rotatable.join(', ')}`)
  printOne(
    context,
    await staffCall(staffTarget(context), '/keys/propose', {
      recordClass: recordClass as (typeof rotatable)[number],
      reason: reasonOf(context),
    }),
  )
}

/** `bourse keys status`: each class's key in force, older keys not yet retired, records still to reseal. */
export const runKeysStatus = async (context: CommandContext): Promise<void> => {
  const rows = await staffCall(staffTarget(context), '/keys/status', {})
  if (wantsJson(context)) return printJson(context.output, rows)
  printTable(
    context.output,
    rows,
    [
      { heading: 'class', value: (row) => row.recordClass },
      { heading: 'version', value: (row) => row.version },
      { heading: 'older keys', value: (row) => row.olderVersions.join(',') },
      { heading: 'to reseal', value: (row) => row.waiting },
    ],
    'No keys.',
  )
}

/** `bourse settings propose <name> <value> --reason TEXT`: a money setting's change, checked against its bounds. */
export const runSettingPropose = async (context: CommandContext): Promise<void> => {
  const [name = '', value = ''] = context.args
  printOne(
    context,
    await staffCall(staffTarget(context), '/settings/propose', { name, value, reason: reasonOf(context) }),
  )
}

/** `bourse staff list`: every member, with roles and whether disabled. */
export const runStaffList = async (context: CommandContext): Promise<void> => {
  const members = await staffCall(staffTarget(context), '/staff/list', {})
  if (wantsJson(context)) return printJson(context.output, members)
  printTable(
    context.output,
    members,
    [
      { heading: 'name', value: (row) => row.name },
      { heading: 'roles', value: (row) => row.roles.join(',') },
      { heading: 'disabled', value: (row) => (row.disabled ? 'yes' : '') },
      { heading: 'since', value: (row) => instantText(row.createdAt) },
    ],
    'No staff member.',
  )
}
