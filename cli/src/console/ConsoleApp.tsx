import {
  type AccountLookupState,
  type ReviewQueueState,
  type StaffPath,
  type StaffStore,
  type TicketDeskState,
  type UserSearchState,
  useStaffStore,
} from '@bourse/react-hooks'
import { Box, Text, useApp, useInput, useStdout } from 'ink'
import { useEffect, useState } from 'react'
import { HelpOverlay, type KeyHelp } from '../terminal/HelpOverlay.js'
import { useTerminalSize } from '../terminal/useTerminalSize.js'
import { AccountView } from './AccountView.js'
import type { AccountTabActions } from './accountTabActions.js'
import { FormPrompt } from './FormPrompt.js'
import type { IdentityActions } from './identityActions.js'
import { QueueView } from './QueueView.js'
import { StaffMembers } from './StaffMembers.js'
import { mayUse, type StaffActionContext } from './staffActions.js'
import { TicketView } from './TicketView.js'
import { TrailView } from './TrailView.js'
import type { TrailState } from './trailStore.js'
import { useAccountKeys } from './useAccountKeys.js'
import { useActionForm } from './useActionForm.js'
import { useConfirmation } from './useConfirmation.js'
import { useLatestState } from './useLatestState.js'
import { useQueueKeys } from './useQueueKeys.js'
import { useTicketKeys } from './useTicketKeys.js'
import { useTrailKeys } from './useTrailKeys.js'

/** The console's keys, as `?` shows them. */
export const consoleKeys: KeyHelp = [
  ['Tab', 'account → review queues → help desk → staff trail'],
  ['text  Enter', 'phone (+91 … is fine), or name, last 4, record: find'],
  ['← →', 'previous / next account tab, or review queue'],
  ['Esc', 'back to the phone search, or cancel a prompt'],
  ['↑ ↓ PgUp PgDn', 'move through a list; Home / End: first / last row'],
  ['a', 'approve / pay / confirm: y/n with amount and account'],
  ['x', 'reject / fail the selected item (asks the reason)'],
  ['r', 'refresh now (the account also refreshes every 10 s)'],
  ['Enter  Esc', 'help desk: read a request / back to the queue'],
  ['w  c', 'help desk: write a reply / close (a note is optional)'],
  ['l', "help desk: open the investor's account"],
  ['i  b  o', 'ID + images / bank reset / sign out (Identity tab)'],
  ['f  t  e', 'Fund flow tab: from day / to day / save as CSV'],
  ['x  o', 'Sessions tab: end the selected session / all of them'],
  ['p  j', 'Identity: funding-password reset · Balances: adjust'],
  ['n  m  d  f', 'propose · Staff: members, d disables one · Trail: filter'],
  ['?', 'this help'],
  ['q  Ctrl-C', 'quit (in the Find box every key types: Ctrl-C)'],
]

type View = 'account' | 'queues' | 'tickets' | 'trail'

const viewTitles: Record<View, string> = { account: 'Account', queues: 'Queues', tickets: 'Help desk', trail: 'Trail' }

/** What an admin may do on the proposal queues besides deciding. */
const adminQueueKeys = { staffProposals: 'n propose · m members', settingProposals: 'n propose' } as const

export interface ConsoleProps {
  readonly staff: string
  readonly server: string
  readonly lookup: StaffStore<AccountLookupState>
  readonly queues: StaffStore<ReviewQueueState>
  readonly tickets: StaffStore<TicketDeskState>
  /** Finding an investor by name, part of a phone, last digits or a record number; phone only without it. */
  readonly search?: StaffStore<UserSearchState>
  /** The Identity tab's `i` (full ID and images, audited) and `b` (bank-card reset); read-only without it. */
  readonly identity?: IdentityActions
  /** The Fund flow tab's days and CSV export, the Sessions tab's sign-out of one session; read-only without it. */
  readonly tabs?: AccountTabActions
  /** The member's actions (funding-password reset, adjustments, proposals), offered as the roles allow. */
  readonly actions?: StaffActionContext
  /** The staff trail view (Tab); absent, the console has three views. */
  readonly trail?: StaffStore<TrailState>
  /** The terminal's size; the real terminal's when absent (tests pass 80×24 or 120×40). */
  readonly size?: { readonly columns: number; readonly rows: number }
}

/**
 * The support console: a title bar, the account, review-queue or help-desk view, and a key hint line; `?` for
 * help. It fills the terminal (lists get its rows) and widens from 120 columns. Every decision that moves money or
 * changes an identity asks y/n with the amount, the account and the reason first. Each view's keys are a hook of
 * their own; the console hands a key to the open question, the open form, or the view shown.
 */
export const ConsoleApp = ({
  staff,
  server,
  lookup,
  queues,
  tickets,
  search,
  identity,
  tabs,
  actions,
  trail,
  size,
}: ConsoleProps) => {
  const { exit } = useApp()
  const { write } = useStdout()
  const terminal = useTerminalSize()
  const columns = size?.columns ?? terminal.columns
  const rows = size?.rows ?? terminal.rows
  const width = columns >= 120 ? 120 : 80
  // Title, view header and tabs, hints, a notice or question and the footer take 7 rows; lists get the rest.
  const listRows = Math.max(5, rows - 7)
  const [view, setView, viewShown] = useLatestState<View>('account')
  const [help, setHelp, helpShown] = useLatestState(false)
  const [note, setNote] = useState<string | undefined>(undefined)
  // A view the role may not read is not offered: browsing it would only write refused reads to the trail (issue 34).
  const mayRead = (path: StaffPath) => actions === undefined || mayUse(actions, path)
  const showTrail = trail !== undefined && mayRead('/audit')
  const views: readonly View[] = [
    'account',
    'queues',
    ...(mayRead('/tickets/queue') ? (['tickets'] as const) : []),
    ...(showTrail ? (['trail'] as const) : []),
  ]
  const findBoxShown = useStaffStore(lookup, (state) => state.account === undefined) && search !== undefined
  const confirmation = useConfirmation()
  const forms = useActionForm({
    actions,
    note: setNote,
    confirm: confirmation.ask,
    // A proposal made from a queue shows in it at once.
    afterRun: () => {
      if (viewShown() === 'queues') void queues.getState().load()
    },
  })
  useEffect(() => () => lookup.getState().close(), [lookup])
  const shared = { actions, listRows, note: setNote, confirm: confirmation.ask, offer: forms.offer }
  const accountKeys = useAccountKeys({ ...shared, lookup, search, identity, tabs, write })
  const queueKeys = useQueueKeys({ ...shared, queues })
  const ticketKeys = useTicketKeys({ tickets, lookup, listRows, showAccount: () => setView('account') })
  const trailKeys = useTrailKeys({ trail, listRows, openForm: forms.open })

  /** Tab: the next view, its list read again as it shows. */
  const nextView = () => {
    const next = views[(views.indexOf(viewShown()) + 1) % views.length] ?? 'account'
    setView(next)
    setNote(undefined)
    queueKeys.closeMembers()
    if (next === 'queues') void queueKeys.open()
    if (next === 'tickets') void tickets.getState().load()
    if (next === 'trail') void trail?.getState().load()
  }

  useInput((input, key) => {
    if (helpShown()) return setHelp(false)
    if (confirmation.handle(input, key) || forms.handle(input, key)) return
    const shown = viewShown()
    const typing =
      // In the Find box every key types (a name may start with q); Tab leaves it, Ctrl-C quits.
      (shown === 'account' && accountKeys.typing(input)) ||
      (shown === 'queues' && queueKeys.typing()) ||
      (shown === 'tickets' && ticketKeys.typing())
    if (!typing && input === '?') setHelp(true)
    else if (!typing && input === 'q') exit()
    else if (key.tab && !queueKeys.typing() && !ticketKeys.typing()) nextView()
    else if (shown === 'account') accountKeys.handle(input, key)
    else if (shown === 'queues') queueKeys.handle(input, key)
    else if (shown === 'trail') trailKeys.handle(input, key)
    else ticketKeys.handle(input, key)
  })

  return (
    <Box flexDirection="column" width={width}>
      <Text>
        <Text bold color="cyan">
          Bourse console
        </Text>
        {/* A fourth view's tab fits 80 columns without the server's scheme. */}
        {`  ${staff} @ ${views.length > 3 && width < 120 ? server.replace(/^https?:\/\//, '') : server}  `}
        {views.map((name) => (
          <Text key={name} inverse={view === name}>{` ${viewTitles[name]} `}</Text>
        ))}
      </Text>
      {help ? (
        <HelpOverlay title="Bourse console" keys={consoleKeys} />
      ) : view === 'account' ? (
        <AccountView
          store={lookup}
          rows={listRows}
          scroll={accountKeys.scroll}
          wide={width === 120}
          fundFlow={tabs ? accountKeys.fundFlow : undefined}
          keyHint={accountKeys.keyHint}
          {...(search ? { search, query: accountKeys.query } : {})}
        />
      ) : view === 'queues' && queueKeys.members ? (
        <StaffMembers members={queueKeys.members.list} selected={queueKeys.members.selected} rows={listRows} />
      ) : view === 'queues' ? (
        <QueueView
          store={queues}
          rows={listRows}
          wide={width === 120}
          offered={queueKeys.readable()}
          {...(actions && mayUse(actions, '/staff/propose') ? { extraKeys: adminQueueKeys } : {})}
        />
      ) : view === 'trail' && trail && showTrail ? (
        <TrailView store={trail} rows={listRows} wide={width === 120} />
      ) : (
        <TicketView store={tickets} rows={listRows} />
      )}
      {view === 'account' ? accountKeys.promptLines : null}
      {forms.form ? <FormPrompt state={forms.form} /> : null}
      {note ? <Text color="yellow">{note}</Text> : null}
      {confirmation.line}
      {/* In the Find box q is a letter: Ctrl-C quits, and ? opens the help while the box is empty. */}
      <Text dimColor>
        {view === 'account' && findBoxShown
          ? 'Tab switch · ? help (box empty) · Ctrl-C quit · simulated brokerage'
          : 'Tab switch · ? help · q quit · simulated brokerage'}
      </Text>
    </Box>
  )
}
