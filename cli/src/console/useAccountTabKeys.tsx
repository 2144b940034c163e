import type { AccountLookupState, LookedUpAccount, StaffStore } from '@bourse/react-hooks'
import { useStaffStore } from '@bourse/react-hooks'
import { Text } from 'ink'
import { type ReactNode, useEffect, useState } from 'react'
import { deviceName } from '../internal/deviceName.js'
import { edited, type Key } from '../terminal/keys.js'
import type { AccountTabActions, DayRange, FilteredFundFlow, SavedCsv } from './accountTabActions.js'
import type { FundFlowShown } from './accountTabViews.js'
import { fundFlowCsv } from './fundFlowCsv.js'
import type { IdentityActions } from './identityActions.js'
import { roleStops, type StaffActionContext } from './staffActions.js'
import { useLatestState } from './useLatestState.js'

/** What a prompt of these tabs asks for. */
type PromptKind = 'from' | 'to' | 'csv' | 'endSession' | 'signOut'

interface Prompt {
  readonly kind: PromptKind
  readonly text: string
}

const promptTitles: Record<PromptKind, string> = {
  from: 'fund flow from (YYYY-MM-DD, empty: the first day): ',
  to: 'fund flow to (YYYY-MM-DD, empty: today): ',
  csv: 'CSV to: ',
  endSession: 'end this session — reason: ',
  signOut: 'sign out everywhere — reason: ',
}

const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

interface Session {
  readonly id: number
  readonly active: boolean
  readonly device: string
  readonly address: string
}

const sessionsOf = (account: LookedUpAccount) =>
  (Array.isArray(account.sections.sessions) ? account.sections.sessions : []) as Session[]

/** The session the list shows selected: the scrolled row, kept inside the list. */
const selectedSession = (account: LookedUpAccount, row: number): Session | undefined => {
  const sessions = sessionsOf(account)
  return sessions[Math.max(0, Math.min(row, sessions.length - 1))]
}

/** What the keys of these tabs use from the console. */
export interface TabKeysContext {
  readonly lookup: StaffStore<AccountLookupState>
  readonly actions: AccountTabActions | undefined
  readonly identity: IdentityActions | undefined
  /** The member's roles: a key the role may not use is refused before its reason (none known without it). */
  readonly roles: StaffActionContext | undefined
  /** The selected row of a list (the Sessions tab's selection). */
  readonly selected: () => number
  readonly setScroll: (row: number) => void
  readonly confirm: (question: { readonly text: string; readonly run: () => Promise<void> | void }) => void
  readonly note: (text: string | undefined) => void
}

/**
 * The keys of the Fund flow and Sessions tabs (issue 22): `f` / `t` set the fund flow's days (read again from the
 * server), `e` saves it as CSV to a path the agent may change; on Sessions, `x` ends the selected session and `o`
 * every session, each after a reason and y/n. Answers whether a key was theirs, the prompt line, and the fund flow.
 */
export const useAccountTabKeys = (context: TabKeysContext) => {
  const { lookup, actions } = context
  const [prompt, setPrompt, openPrompt] = useLatestState<Prompt | undefined>(undefined)
  const [range, setRange, latestRange] = useLatestState<DayRange>({})
  const [flow, setFlow, latestFlow] = useLatestState<
    { readonly key: string; readonly range: DayRange; readonly flow: FilteredFundFlow } | undefined
  >(undefined)
  const [loading, setLoading] = useState(false)
  const { tab, account, loadedAt } = useStaffStore(lookup, (state) => state)
  const phone = account?.user.phone
  const flowKey = `${phone}|${range.from ?? ''}|${range.to ?? ''}`

  // The Fund flow tab reads its days from the server when shown, when the days change and at each refresh.
  const { note } = context
  const { from, to } = range
  useEffect(() => {
    if (tab !== 'fundFlow' || phone === undefined || actions === undefined || loadedAt === undefined) return
    let current = true
    setLoading(true)
    void actions.fundFlow(phone, { from, to }).then((answer) => {
      if (!current) return
      setLoading(false)
      if (answer.ok)
        return setFlow({ key: `${phone}|${from ?? ''}|${to ?? ''}`, range: { from, to }, flow: answer.flow })
      // A refused filter is not shown as applied: the days go back to the last ones read (issue 34).
      note(answer.msg)
      setRange(latestFlow()?.range ?? {})
    })
    return () => {
      current = false
    }
  }, [tab, phone, from, to, loadedAt, actions, note, setRange, latestFlow, setFlow])

  const fundFlow: FundFlowShown = { range, flow: flow?.key === flowKey ? flow.flow : undefined, loading }

  const submit = (account: LookedUpAccount, kind: PromptKind, text: string) => {
    const { note, confirm } = context
    if (kind === 'from' || kind === 'to') {
      if (text !== '' && !dayPattern.test(text)) return note('a day is written YYYY-MM-DD, e.g. 2026-11-24')
      setPrompt(undefined)
      note(undefined)
      context.setScroll(0)
      return setRange({ ...latestRange(), [kind]: text === '' ? undefined : text })
    }
    if (kind === 'csv') return saveCsv(account.user.phone, text)
    if (text === '') return note('a reason is required')
    const who = `${account.user.phone} ${account.user.realName}`.trim()
    if (kind === 'signOut')
      return confirm({
        text: `sign ${who} out everywhere · reason: ${text}`,
        run: async () => {
          setPrompt(undefined)
          const ended = await context.identity?.signOut(account.user.phone, text)
          note(ended?.ok ? `${ended.ended} session(s) ended` : (ended?.msg ?? 'not allowed here'))
          void lookup.getState().refresh()
        },
      })
    const session = selectedSession(account, context.selected())
    if (!session) return setPrompt(undefined)
    confirm({
      text: `end session #${session.id} (${deviceName(session.device)}, ${session.address || 'no address'}) of ${who} · reason: ${text}`,
      run: async () => {
        setPrompt(undefined)
        const ended = await actions?.endSession(account.user.phone, session.id, text)
        note(ended?.ok ? `session #${session.id} ended` : (ended?.msg ?? 'not allowed here'))
        void lookup.getState().refresh()
      },
    })
  }

  const saveCsv = async (phone: string, path: string) => {
    if (!actions) return
    const days = latestRange()
    context.note('reading the fund flow…')
    const read = await actions.fundFlow(phone, days)
    if (!read.ok) return context.note(read.msg)
    const target = path === '' ? actions.defaultCsvPath(phone, days) : path
    const csv = fundFlowCsv(read.flow.rows)
    const said = (saved: SavedCsv) => {
      if (saved.ok) setPrompt(undefined)
      context.note(
        saved.ok
          ? `fund flow saved: ${saved.file} (${read.flow.rows.length} rows${read.flow.more ? ', the latest only: narrow the days' : ''})`
          : saved.msg,
      )
    }
    const saved = actions.saveCsv(target, csv)
    if (saved.ok || !('exists' in saved)) return said(saved)
    // A file already there is replaced only after a yes (issue 34).
    context.note(undefined)
    context.confirm({ text: `overwrite ${saved.exists}?`, run: () => said(actions.saveCsv(target, csv, true)) })
  }

  /** Handles a key of these tabs; false when it is not theirs. */
  const handle = (input: string, key: Key): boolean => {
    const state = lookup.getState()
    const account = state.account
    if (!account || !actions) return false
    const open = openPrompt()
    if (open) {
      if (key.escape) {
        setPrompt(undefined)
        return true
      }
      const { text, enter } = edited(open.text, input, key)
      setPrompt({ kind: open.kind, text })
      if (enter) void submit(account, open.kind, text.trim())
      return true
    }
    const ask = (next: Prompt) => {
      context.note(undefined)
      setPrompt(next)
      return true
    }
    if (state.tab === 'fundFlow' && (input === 'f' || input === 't')) {
      const kind = input === 'f' ? 'from' : 'to'
      return ask({ kind, text: latestRange()[kind] ?? '' })
    }
    if (state.tab === 'fundFlow' && input === 'e')
      return ask({ kind: 'csv', text: actions.defaultCsvPath(account.user.phone, latestRange()) })
    if (state.tab === 'sessions' && (input === 'x' || input === 'o')) {
      const path = input === 'x' ? '/users/signOutSession' : '/users/signOut'
      if (roleStops(context.roles, path, context.note)) return true
    }
    if (state.tab === 'sessions' && input === 'x') {
      const session = selectedSession(account, context.selected())
      if (!session) context.note('no session to end')
      else if (!session.active) context.note(`session #${session.id} has ended already`)
      else ask({ kind: 'endSession', text: '' })
      return true
    }
    if (state.tab === 'sessions' && input === 'o' && context.identity) return ask({ kind: 'signOut', text: '' })
    return false
  }

  const promptLine: ReactNode = prompt ? (
    <Text>
      {promptTitles[prompt.kind]}
      <Text inverse>{`${prompt.text} `}</Text>
      <Text dimColor>{'  Enter · Esc cancel'}</Text>
    </Text>
  ) : null

  return { handle, typing: () => openPrompt() !== undefined, promptLine, fundFlow }
}
