import {
  Api,
  type DomainError,
  isBoundedSetting,
  isMoneySetting,
  type Language,
  readSettingValue,
  Staff,
  translate,
} from '@bourse/core'
import type { LookedUpAccount, StaffClient, StaffPath } from '@bourse/react-hooks'
import { amount } from '../terminal/textTable.js'
import { type ActionForm, type FieldReading, oneOf, required } from './actionForm.js'

/** What the console's actions need: the staff client, the member's roles and the reader's language. */
export interface StaffActionContext {
  readonly client: StaffClient
  readonly roles: readonly Staff.StaffRole[]
  readonly language: Language
}

/** Whether the member's roles may make a staff call (core's table); the server decides again. */
export const mayUse = (context: StaffActionContext, path: StaffPath): boolean =>
  Staff.mayCall(context.roles, Api.staffEndpoints[path].roles)

/** The member's own role refusal, in the reader's language ("Your role may not do this"). */
export const roleRefusal = (context: StaffActionContext): string => translate('staffRoleRefused', context.language)

/**
 * Whether the member's roles stop a key before it asks anything (issue 34): then the refusal is said at once, not after
 * a reason and a y/n question. Nothing stops it when the roles are unknown (the server decides).
 */
export const roleStops = (
  context: StaffActionContext | undefined,
  path: StaffPath,
  note: (text: string) => void,
): boolean => {
  if (!context || mayUse(context, path)) return false
  note(roleRefusal(context))
  return true
}

const say = (context: StaffActionContext, error: DomainError) => translate(error.key, context.language, error.params)

const reasonField = (context: StaffActionContext, hint?: string) => ({
  label: 'reason',
  ...(hint ? { hint } : {}),
  read: required(translate('staffReasonRequired', context.language)),
})

const whose = (account: LookedUpAccount) => `${account.user.phone} ${account.user.realName || '(no real name)'}`

/** The outcome line of a call: `done` with what it answers, or the server's refusal. */
const outcome = <A>(
  result: { readonly ok: true; readonly data: A } | { readonly ok: false; readonly failure: { readonly msg: string } },
  done: (data: A) => string,
) => (result.ok ? done(result.data) : `refused: ${result.failure.msg}`)

/** Identity tab, `p` (support): removes a forgotten funding password after a reason and y/n (audited). */
export const fundingPasswordResetForm = (context: StaffActionContext, account: LookedUpAccount): ActionForm => ({
  title: 'funding-password reset',
  fields: () => [reasonField(context)],
  confirm: ([reason]) => `reset the funding password of ${whose(account)} · reason: ${reason}?`,
  run: async ([reason = '']) =>
    outcome(
      await context.client.call('/fundingPassword/reset', { phone: account.user.phone, reason }),
      () => `funding password of ${account.user.phone} removed: they can set a new one`,
    ),
})

const subAccounts = ['stock', 'index', 'futures'] as const

/** Core's reading of a signed amount, its refusal in the reader's language. */
const readAmount =
  (context: StaffActionContext) =>
  (text: string): FieldReading => {
    const read = Staff.readAdjustmentAmount(text)
    return read.ok ? read : { ok: false, msg: say(context, read.error) }
  }

/**
 * Balances tab, `j` (admin): proposes a signed adjustment of one sub-account's available balance, for a second admin
 * to approve (DECISIONS §16); the question shows the amount, the account, the balance it would leave and the reason.
 */
export const adjustmentForm = (context: StaffActionContext, account: LookedUpAccount): ActionForm => ({
  title: 'propose an adjustment',
  fields: () => [
    {
      label: 'account',
      hint: subAccounts.join(' / '),
      initial: 'stock',
      read: oneOf(subAccounts, `one of ${subAccounts.join(', ')}`),
    },
    { label: 'amount', hint: 'signed, e.g. 250.00 or -99.50', read: readAmount(context) },
    reasonField(context, 'the investor sees it in the fund flow'),
  ],
  confirm: ([sub = 'stock', value = '0', reason]) => {
    const available = account.balances[`${sub}.available`]
    const after = available === undefined ? undefined : available.plus(value)
    const change = `${value.startsWith('-') ? '' : '+'}${amount(value)}`
    const balance = available === undefined ? '' : ` (available ${amount(available)} → ${amount(after)})`
    // Flagged at proposal (issue 34): the second admin's approval would be refused.
    const overdraws = after?.lt(0) ? ' · OVERDRAWS: approval refused unless the balance rises first' : ''
    return `propose adjustment ${change} to the ${sub} balance of ${whose(account)}${balance}${overdraws} · reason: ${reason} · a second admin approves?`
  },
  run: async ([sub = 'stock', value = '', reason = '']) =>
    outcome(
      await context.client.call('/adjustments/propose', {
        phone: account.user.phone,
        account: sub as (typeof subAccounts)[number],
        amount: value,
        reason,
      }),
      (proposed) =>
        `adjustment ${proposed.id} proposed: a second admin approves it in Queues → Adjustments${proposed.warning ? ` · ${proposed.warning}` : ''}`,
    ),
})

const proposalActions = ['create', 'grant', 'enable'] as const

const readRoles =
  (context: StaffActionContext) =>
  (text: string): FieldReading => {
    const roles = text
      .split(',')
      .map((role) => role.trim())
      .filter((role) => role !== '')
    if (roles.length === 0 || !roles.every((role) => Staff.staffRoles.includes(role as Staff.StaffRole)))
      return { ok: false, msg: `roles from ${Staff.staffRoles.join(', ')}, comma-separated` }
    const checked = Staff.checkRoleSet(roles as Staff.StaffRole[])
    return checked.ok ? { ok: true, value: roles.join(',') } : { ok: false, msg: say(context, checked.error) }
  }

const readPassword =
  (context: StaffActionContext) =>
  (text: string): FieldReading => {
    const checked = Staff.checkStaffPassword(text)
    return checked.ok ? { ok: true, value: text } : { ok: false, msg: say(context, checked.error) }
  }

/**
 * The members list, `d` (any admin, at once: docs/operations.md): disables a member after a reason and y/n — they
 * cannot sign in and their sessions end; re-enabling is a proposal. `done` reads the list again.
 */
export const staffDisableForm = (
  context: StaffActionContext,
  member: { readonly name: string; readonly roles: readonly string[] },
  done: () => void,
): ActionForm => ({
  title: `disable ${member.name}`,
  fields: () => [reasonField(context)],
  confirm: ([reason]) =>
    `disable staff ${member.name} (${member.roles.join(',')}) at once: no sign-in, sessions end · reason: ${reason}?`,
  run: async ([reason = '']) => {
    const disabled = outcome(
      await context.client.call('/staff/disable', { name: member.name, reason }),
      (answer) => `${answer.name} disabled: re-enabling is a proposal (n)`,
    )
    done()
    return disabled
  },
})

/**
 * Queues → Staff, `n` (admin): proposes a new member (roles and a first password), a role grant or re-enabling a
 * member (DECISIONS §21); nothing happens until a different, earlier admin approves.
 */
export const staffProposalForm = (context: StaffActionContext): ActionForm => ({
  title: 'propose a staff change',
  fields: ([action] = []) => [
    { label: 'action', hint: proposalActions.join(' / '), read: oneOf(proposalActions, 'create, grant or enable') },
    { label: 'name', hint: 'login name', read: required('a name is required') },
    ...(action === 'create' || action === 'grant'
      ? [{ label: 'roles', hint: Staff.staffRoles.join(','), read: readRoles(context) }]
      : []),
    ...(action === 'create' ? [{ label: 'first password', secret: true, read: readPassword(context) }] : []),
    reasonField(context),
  ],
  confirm: ([action, name, ...rest]) => {
    const roles = action === 'enable' ? '' : ` with roles ${rest[0]}`
    return `propose: ${action} staff ${name}${roles} · reason: ${rest.at(-1)} · a second admin approves?`
  },
  run: async ([action = 'create', name = '', ...rest]) => {
    const reason = rest.at(-1) ?? ''
    const roles = action === 'enable' ? undefined : (rest[0] ?? '').split(',')
    const password = action === 'create' ? rest[1] : undefined
    return outcome(
      await context.client.call('/staff/propose', {
        action: action as (typeof proposalActions)[number],
        name,
        ...(roles ? { roles: roles as Staff.StaffRole[] } : {}),
        ...(password ? { password } : {}),
        reason,
      }),
      (proposal) => `staff proposal ${proposal.id} made: a second admin approves it`,
    )
  },
})

/**
 * Queues → Settings, `n` (admin): proposes a money setting's new value, read within core's bounds
 * (`settings/settingBounds.ts`, the bound named in the refusal); `current` is what is in force, shown in the question.
 */
export const settingProposalForm = (context: StaffActionContext, current: ReadonlyMap<string, string>): ActionForm => ({
  title: 'propose a setting',
  fields: ([name = ''] = []) => [
    {
      label: 'setting',
      hint: 'e.g. withFeeSingle',
      read: (text) =>
        isMoneySetting(text.trim()) && isBoundedSetting(text.trim())
          ? { ok: true, value: text.trim() }
          : { ok: false, msg: translate('staffSettingUnknown', context.language, { name: text.trim() }) },
    },
    {
      label: 'new value',
      hint: `now ${current.get(name) ?? '(default)'}`,
      read: (text) => {
        if (!isBoundedSetting(name)) return { ok: false, msg: translate('staffSettingUnknown', context.language) }
        const read = readSettingValue(name, text)
        return read.ok ? { ok: true, value: text.trim() } : { ok: false, msg: say(context, read.error) }
      },
    },
    reasonField(context),
  ],
  confirm: ([name = '', value, reason]) =>
    `propose ${name} ${current.get(name) ?? '(default)'} → ${value} · reason: ${reason} · a second admin approves?`,
  run: async ([name = '', value = '', reason = '']) =>
    outcome(
      await context.client.call('/settings/propose', { name, value, reason }),
      (proposal) => `setting proposal ${proposal.id} made: a second admin approves it`,
    ),
})
