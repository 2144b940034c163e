import {
  type AccountLookupState,
  type ReviewQueueState,
  reviewQueueNames,
  reviewQueues,
  type StaffStore,
  type TicketDeskState,
  type UserSearchState,
} from '@bourse/react-hooks'
import { Box, Text, useApp, useInput, useStdout } from 'ink'
import { useEffect, useRef, useState } from 'react'
import { HelpOverlay, type KeyHelp } from '../terminal/HelpOverlay.js'
import { phoneDigits, readBurst } from '../terminal/keyBurst.js'
import { AccountView } from './AccountView.js'
import type { AccountTabActions } from './accountTabActions.js'
import { type ActionForm, type FormState, startForm, typeIntoForm } from './actionForm.js'
import { confirmationText } from './confirmation.js'
import { FormPrompt } from './FormPrompt.js'
import type { IdentityActions } from './identityActions.js'
import { QueueView } from './QueueView.js'
import { StaffMembers, type StaffMembersList } from './StaffMembers.js'
import {
  adjustmentForm,
  fundingPasswordResetForm,
  mayUse,
  roleRefusal,
  type StaffActionContext,
  settingProposalForm,
  staffProposalForm,
} from './staffActions.js'
import { TicketView } from './TicketView.js'
import { TrailView } from './TrailView.js'
import { type TrailState, trailFilterForm } from './trailStore.js'
import { useAccountTabKeys } from './useAccountTabKeys.js'

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
  ['n  m  f', 'Staff/Settings: propose · Staff: members · Trail: filter'],
  ['?', 'this help'],
  ['q  Ctrl-C', 'quit (in the Find box every key types: Ctrl-C)'],
]

type View = 'account' | 'queues' | 'tickets' | 'trail'

/** What an admin may do on the proposal queues besides deciding. */
const adminQueueKeys = { staffProposals: 'n propose · m members', settingProposals: 'n propose' } as const

/** A decision waiting for `y`: what it does, in words, and how to do it. */
interface Confirmation {
  readonly text: string
  readonly run: () => Promise<void> | void
}

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

type Key = Parameters<Parameters<typeof useInput>[0]>[1]

/** The step a list key moves: one row, a page, or to either end. */
const stepOf = (key: Key, page: number): number | undefined => {
  if (key.upArrow) return -1
  if (key.downArrow) return 1
  if (key.pageUp) return -page
  if (key.pageDown) return page
  if (key.home) return -Number.MAX_SAFE_INTEGER
  if (key.end) return Number.MAX_SAFE_INTEGER
  return undefined
}

/** The text of a prompt after a chunk of input (typed, pasted, or a burst of Backspaces). */
const edited = (text: string, input: string, key: Key) => {
  const burst = readBurst(input, key)
  const kept = burst.erase > 0 ? [...text].slice(0, Math.max(0, [...text].length - burst.erase)).join('') : text
  return { text: `${kept}${burst.text}`, enter: burst.enter }
}

/**
 * The support console: a title bar, the account, review-queue or help-desk view, and a key hint line; `?` for
 * help. It fills the terminal (lists get its rows) and widens from 120 columns. Every decision that moves money or
 * changes an identity asks y/n with the amount, the account and the reason first.
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
  const { stdout, write } = useStdout()
  const columns = size?.columns ?? stdout.columns ?? 80
  const rows = size?.rows ?? stdout.rows ?? 24
  const width = columns >= 120 ? 120 : 80
  // Title, view header and tabs, hints, a notice or question and the footer take 7 rows; lists get the rest.
  const listRows = Math.max(5, rows - 7)
  const [view, setViewState] = useState<View>('account')
  const [help, setHelpState] = useState(false)
  const [confirm, setConfirmState] = useState<Confirmation | undefined>(undefined)
  const [scroll, setScrollState] = useState(0)
  const [query, setQueryState] = useState('')
  const [reason, setReasonState] = useState<string | undefined>(undefined)
  // What the reason prompt is for: a bank-card reset or ending every session (both change the identity's access).
  const [reasonFor, setReasonFor] = useState<'bank' | 'signOut'>('bank')
  const reasonAction = useRef<'bank' | 'signOut'>('bank')
  const [note, setNote] = useState<string | undefined>(undefined)
  const [form, setFormState] = useState<FormState | undefined>(undefined)
  // Queues → Staff, `m`: the members list in place of the queue (admin).
  const [members, setMembersState] = useState<StaffMembersList | undefined>(undefined)
  const views: readonly View[] = trail ? ['account', 'queues', 'tickets', 'trail'] : ['account', 'queues', 'tickets']
  // The key handler reads the latest state through refs: Ink may keep an earlier handler between renders.
  const current = useRef({ view, help, confirm, scroll, query, reason, form, members })
  const setMembers = (next: StaffMembersList | undefined) => {
    current.current.members = next
    setMembersState(next)
  }
  const setForm = (next: FormState | undefined) => {
    current.current.form = next
    setFormState(next)
  }
  /** Opens `make`'s form when the role may use `path`; otherwise says the role's refusal. */
  const offer = (path: Parameters<typeof mayUse>[1], make: (context: StaffActionContext) => ActionForm) => {
    if (!actions) return
    if (!mayUse(actions, path)) return setNote(roleRefusal(actions))
    setNote(undefined)
    setForm(startForm(make(actions)))
  }
  /** The queues, at the first one the role may read when the one shown is not (a refused read is a trail row). */
  const openQueues = () => {
    const state = queues.getState()
    const readable = actions ? reviewQueueNames.filter((name) => mayUse(actions, reviewQueues[name].queue)) : []
    if (readable.length === 0 || readable.includes(state.queue)) return state.load()
    const count = reviewQueueNames.length
    const first = readable[0] ?? state.queue
    return state.moveQueue((reviewQueueNames.indexOf(first) - reviewQueueNames.indexOf(state.queue) + count) % count)
  }
  const formKeys = (state: FormState, input: string, key: Key) => {
    if (key.escape) return setForm(undefined)
    const typed = typeIntoForm(state, readBurst(input, key))
    if (!typed.complete) return setForm(typed.state)
    setForm(undefined)
    const { form: done, values } = typed.state
    const run = async () => {
      setNote(`${done.title}…`)
      setNote(await done.run(values))
      // A proposal made from a queue shows in it at once.
      if (current.current.view === 'queues') void queues.getState().load()
    }
    if (done.confirm) setConfirm({ text: done.confirm(values), run })
    else void run()
  }
  const setReason = (next: string | undefined) => {
    current.current.reason = next
    setReasonState(next)
  }
  const setQuery = (next: string) => {
    current.current.query = next
    setQueryState(next)
  }
  const setView = (next: View) => {
    current.current.view = next
    setViewState(next)
  }
  const setHelp = (next: boolean) => {
    current.current.help = next
    setHelpState(next)
  }
  const setConfirm = (next: Confirmation | undefined) => {
    current.current.confirm = next
    setConfirmState(next)
  }
  const setScroll = (next: number) => {
    current.current.scroll = Math.max(0, next)
    setScrollState(current.current.scroll)
  }
  useEffect(() => () => lookup.getState().close(), [lookup])
  const tabKeys = useAccountTabKeys({
    lookup,
    actions: tabs,
    identity,
    selected: () => current.current.scroll,
    setScroll,
    confirm: setConfirm,
    note: setNote,
  })

  const accountKeys = (input: string, key: Key) => {
    const state = lookup.getState()
    if (state.account === undefined) {
      const found = search?.getState()
      const open = (phone: string) => {
        state.typePhone(phone)
        setScroll(0)
        void state.search()
      }
      if (found && found.hits.length > 0 && (key.upArrow || key.downArrow)) {
        found.moveSelection(key.upArrow ? -1 : 1)
        return
      }
      const { text, enter } = edited(current.current.query, input, key)
      if (text !== current.current.query) {
        setQuery(text)
        found?.clear()
      }
      const phoneLike = /^[\d\s+()-]*$/.test(text)
      const phone = phoneLike ? phoneDigits(text) : ''
      if (phone !== state.phone) state.typePhone(phone)
      if (!enter) return
      const hit = found?.hits[found.selected]
      if (hit && found?.searched === text) open(hit.phone)
      else if (phone.length === 10 || !found) open(phone)
      else if ([...text.trim()].length >= 2) void found.find(text.trim())
      return
    }
    const account = state.account
    const typed = current.current.reason
    if (typed !== undefined) {
      if (key.escape) return setReason(undefined)
      const { text, enter } = edited(typed, input, key)
      setReason(text)
      if (!enter || !identity) return
      if (text.trim() === '') return setNote('a reason is required')
      const card = (account.sections.identity as { bankCard?: { bankName?: string; bankNo?: string } | null })?.bankCard
      if (reasonAction.current === 'signOut') {
        setConfirm({
          text: `sign ${account.user.phone} ${account.user.realName} out everywhere · reason: ${text.trim()}`,
          run: async () => {
            setReason(undefined)
            const ended = await identity.signOut(account.user.phone, text.trim())
            setNote(ended.ok ? `${ended.ended} session(s) ended` : ended.msg)
          },
        })
        return
      }
      setConfirm({
        text: `reset the bank card of ${account.user.phone} ${account.user.realName} (${card ? `${card.bankName ?? ''} ${card.bankNo ?? ''}`.trim() : 'none'}) · reason: ${text.trim()}`,
        run: async () => {
          setReason(undefined)
          const reset = await identity.resetBank(account.user.phone, text.trim())
          setNote(reset.ok ? `bank card ${reset.removed} removed` : reset.msg)
          void state.refresh()
        },
      })
      return
    }
    if (tabKeys.handle(input, key)) return
    const step = stepOf(key, listRows)
    if (actions && state.tab === 'identity' && input === 'p')
      offer('/fundingPassword/reset', (context) => fundingPasswordResetForm(context, account))
    else if (actions && state.tab === 'balances' && input === 'j')
      offer('/adjustments/propose', (context) => adjustmentForm(context, account))
    else if (identity && state.tab === 'identity' && input === 'i') {
      setNote('reading the full ID and its images…')
      void identity.reveal(account.user.phone).then((shown) => {
        if (!shown.ok) return setNote(shown.msg)
        // Drawn above the console (Ink keeps its frame below what is written this way).
        for (const picture of shown.pictures) write(`${picture}\n`)
        const drawn = shown.pictures.length > 0 ? `${shown.pictures.length} drawn above` : ''
        setNote(
          `ID ${shown.idCard} (audited) · images: ${[drawn, ...shown.files].filter(Boolean).join(', ') || 'none'}`,
        )
      })
    } else if (identity && state.tab === 'identity' && (input === 'b' || input === 'o')) {
      reasonAction.current = input === 'b' ? 'bank' : 'signOut'
      setReasonFor(reasonAction.current)
      setNote(undefined)
      setReason('')
    } else if (step !== undefined) setScroll(Math.min(current.current.scroll + step, 10_000))
    else if (key.leftArrow || key.rightArrow) {
      state.moveTab(key.leftArrow ? -1 : 1)
      setScroll(0)
    } else if (key.escape) {
      setNote(undefined)
      // Back to an empty Find box (the phone box keeps the phone, as it always did).
      if (search) {
        setQuery('')
        state.typePhone('')
      }
      state.close()
    } else if (input === 'r') void state.refresh()
  }

  const queueKeys = (input: string, key: Key) => {
    const state = queues.getState()
    const item = state.items[state.selected]
    const definition = reviewQueues[state.queue]
    if (current.current.members) {
      // A proposal made from the list shows in the queue behind it.
      if (input === 'n' || key.escape || input === 'm') setMembers(undefined)
      if (input === 'n') offer('/staff/propose', staffProposalForm)
      return
    }
    if (state.prompt) {
      if (key.escape) return state.cancelPrompt()
      const { text, enter } = edited(state.prompt.text, input, key)
      if (text !== state.prompt.text) state.typePrompt(text)
      const prompt = queues.getState().prompt
      if (!enter || !prompt) return
      // An empty reason goes to the store, which says it is required.
      if (prompt.text.trim() === '' || !item) return void state.submitPrompt()
      const verb = prompt.action === 'approve' ? definition.approveVerb : definition.rejectVerb
      setConfirm({
        text: confirmationText(state.queue, item, verb, { field: prompt.field, value: prompt.text.trim() }),
        run: () => state.submitPrompt(),
      })
      return
    }
    const step = stepOf(key, listRows)
    if (step !== undefined) state.moveSelection(step)
    else if (key.leftArrow) void state.moveQueue(-1)
    else if (key.rightArrow) void state.moveQueue(1)
    else if (input === 'a' && item) {
      if (definition.approveAsks) void state.approve()
      else setConfirm({ text: confirmationText(state.queue, item, definition.approveVerb), run: () => state.approve() })
    } else if (input === 'x') state.reject()
    else if (input === 'r') void state.load()
    else if (input === 'n' && state.queue === 'staffProposals') offer('/staff/propose', staffProposalForm)
    else if (input === 'm' && state.queue === 'staffProposals' && actions) {
      if (!mayUse(actions, '/staff/list')) return setNote(roleRefusal(actions))
      void actions.client.call('/staff/list', {}).then((listed) => {
        if (listed.ok) setMembers(listed.data)
        else setNote(listed.failure.msg)
      })
    } else if (input === 'n' && state.queue === 'settingProposals' && actions) {
      if (!mayUse(actions, '/settings/propose')) return setNote(roleRefusal(actions))
      // The question shows each setting's value in force, read when the form opens.
      void actions.client.call('/settings', {}).then((settings) => {
        const values = new Map(settings.ok ? settings.data.map((row) => [row.name, row.value] as const) : [])
        offer('/settings/propose', (context) => settingProposalForm(context, values))
      })
    }
  }

  const trailKeys = (input: string, key: Key) => {
    if (!trail) return
    const state = trail.getState()
    const step = stepOf(key, listRows)
    if (step !== undefined) state.moveSelection(step)
    else if (input === 'r') void state.load()
    else if (input === 'f') setForm(startForm(trailFilterForm(trail)))
  }

  const ticketKeys = (input: string, key: Key) => {
    const state = tickets.getState()
    if (state.prompt) {
      if (key.escape) return state.cancelPrompt()
      const burst = readBurst(input, key)
      if (burst.erase > 0) state.erasePrompt(burst.erase)
      if (burst.text !== '') state.typePrompt(burst.text)
      if (burst.enter) void state.submitPrompt()
      return
    }
    const phone = state.thread?.phone ?? state.items[state.selected]?.phone
    const step = stepOf(key, listRows)
    if (input === 'w') state.startReply()
    else if (input === 'c') state.startClose()
    else if (input === 'l' && phone) {
      lookup.getState().typePhone(phone)
      void lookup.getState().search()
      setView('account')
    } else if (state.thread) {
      if (key.escape) void state.back()
    } else if (key.return) void state.open()
    else if (step !== undefined) state.moveSelection(step)
    else if (key.leftArrow) void state.moveFilter(-1)
    else if (key.rightArrow) void state.moveFilter(1)
    else if (input === 'r') void state.load()
  }

  useInput((input, key) => {
    const { view, help, confirm, form } = current.current
    if (help) {
      setHelp(false)
      return
    }
    if (confirm) {
      if (input === 'y' || input === 'Y') {
        setConfirm(undefined)
        void confirm.run()
      } else if (input === 'n' || input === 'N' || key.escape) setConfirm(undefined)
      return
    }
    if (form) return formKeys(form, input, key)
    const typing =
      // In the Find box every key types (a name may start with q); Tab leaves it, Ctrl-C quits.
      (view === 'account' && lookup.getState().account === undefined && (search !== undefined || /\d/.test(input))) ||
      (view === 'account' && (current.current.reason !== undefined || tabKeys.typing())) ||
      (view === 'queues' && queues.getState().prompt !== undefined) ||
      (view === 'tickets' && tickets.getState().prompt !== undefined)
    if (!typing && input === '?') setHelp(true)
    else if (!typing && input === 'q') exit()
    else if (key.tab && queues.getState().prompt === undefined && tickets.getState().prompt === undefined) {
      const next = views[(views.indexOf(view) + 1) % views.length] ?? 'account'
      setView(next)
      setNote(undefined)
      setMembers(undefined)
      if (next === 'queues') void openQueues()
      if (next === 'tickets') void tickets.getState().load()
      if (next === 'trail') void trail?.getState().load()
    } else if (view === 'account') accountKeys(input, key)
    else if (view === 'queues') queueKeys(input, key)
    else if (view === 'trail') trailKeys(input, key)
    else ticketKeys(input, key)
  })

  return (
    <Box flexDirection="column" width={width}>
      <Text>
        <Text bold color="cyan">
          Bourse console
        </Text>
        {/* A fourth view's tab fits 80 columns without the server's scheme. */}
        {`  ${staff} @ ${trail && width < 120 ? server.replace(/^https?:\/\//, '') : server}  `}
        <Text inverse={view === 'account'}> Account </Text>
        <Text inverse={view === 'queues'}> Queues </Text>
        <Text inverse={view === 'tickets'}> Help desk </Text>
        {trail ? <Text inverse={view === 'trail'}> Trail </Text> : null}
      </Text>
      {help ? (
        <HelpOverlay title="Bourse console" keys={consoleKeys} />
      ) : view === 'account' ? (
        <AccountView
          store={lookup}
          rows={listRows}
          scroll={scroll}
          wide={width === 120}
          fundFlow={tabs ? tabKeys.fundFlow : undefined}
          {...(search ? { search, query } : {})}
        />
      ) : view === 'queues' && members ? (
        <StaffMembers members={members} rows={listRows} />
      ) : view === 'queues' ? (
        <QueueView
          store={queues}
          rows={listRows}
          wide={width === 120}
          {...(actions && mayUse(actions, '/staff/propose') ? { extraKeys: adminQueueKeys } : {})}
        />
      ) : view === 'trail' && trail ? (
        <TrailView store={trail} rows={listRows} wide={width === 120} />
      ) : (
        <TicketView store={tickets} rows={listRows} />
      )}
      {view === 'account' && reason !== undefined ? (
        <Text>
          {reasonFor === 'bank' ? 'bank-card reset — reason: ' : 'sign out everywhere — reason: '}
          <Text inverse>{`${reason} `}</Text>
          <Text dimColor>{'  Enter · Esc cancel'}</Text>
        </Text>
      ) : null}
      {view === 'account' ? tabKeys.promptLine : null}
      {form ? <FormPrompt state={form} /> : null}
      {note ? <Text color="yellow">{note}</Text> : null}
      {confirm ? (
        <Text>
          <Text color="yellow" wrap="truncate-end">{`Confirm: ${confirm.text}`}</Text>
          <Text bold>{'  y yes · n no'}</Text>
        </Text>
      ) : null}
      <Text dimColor>Tab switch · ? help · q quit · simulated brokerage</Text>
    </Box>
  )
}
