import type { AccountLookupState, ReviewQueueState, StaffStore, TicketDeskState } from '@bourse/react-hooks'
import { Box, Text, useApp, useInput } from 'ink'
import { useEffect, useRef, useState } from 'react'
import { AccountView } from './AccountView.js'
import { HelpOverlay, type KeyHelp } from './HelpOverlay.js'
import { QueueView } from './QueueView.js'
import { TicketView } from './TicketView.js'

/** The console's keys, as `?` shows them. */
export const consoleKeys: KeyHelp = [
  ['Tab', 'switch between the account, the review queues and the help desk'],
  ['0-9  Enter', 'type a phone number and look it up'],
  ['← →', 'previous / next account tab, or review queue'],
  ['Esc', 'back to the phone search (account), or cancel a prompt'],
  ['↑ ↓', 'select a queue item'],
  ['a', 'approve / pay / confirm (a recharge asks the reference)'],
  ['x', 'reject / fail the selected item (asks the reason)'],
  ['r', 'refresh now (the account also refreshes every 10 s)'],
  ['Enter  Esc', 'help desk: read the selected request / back to the queue'],
  ['w  c', 'help desk: write a reply / close the request (a note is optional)'],
  ['l', "help desk: open the investor's account (the linked record is in its tabs)"],
  ['?', 'this help'],
  ['q  Ctrl-C', 'quit'],
]

type View = 'account' | 'queues' | 'tickets'

const views: readonly View[] = ['account', 'queues', 'tickets']

export interface ConsoleProps {
  readonly staff: string
  readonly server: string
  readonly lookup: StaffStore<AccountLookupState>
  readonly queues: StaffStore<ReviewQueueState>
  readonly tickets: StaffStore<TicketDeskState>
}

/** The support console (80×24): a title bar, the account or queue view, and a key hint line; `?` for help. */
export const ConsoleApp = ({ staff, server, lookup, queues, tickets }: ConsoleProps) => {
  const { exit } = useApp()
  const [view, setViewState] = useState<View>('account')
  const [help, setHelpState] = useState(false)
  // The key handler reads the latest view and help through refs: Ink may keep an earlier handler between renders.
  const current = useRef({ view, help })
  const setView = (next: View) => {
    current.current.view = next
    setViewState(next)
  }
  const setHelp = (next: boolean) => {
    current.current.help = next
    setHelpState(next)
  }
  useEffect(() => () => lookup.getState().close(), [lookup])

  const accountKeys = (input: string, key: Parameters<Parameters<typeof useInput>[0]>[1]) => {
    const state = lookup.getState()
    if (state.account === undefined) {
      if (key.return) void state.search()
      else if (key.backspace || key.delete) state.typePhone(state.phone.slice(0, -1))
      else if (/^\d+$/.test(input)) state.typePhone(state.phone + input)
      return
    }
    if (key.leftArrow) state.moveTab(-1)
    else if (key.rightArrow) state.moveTab(1)
    else if (key.escape) state.close()
    else if (input === 'r') void state.refresh()
  }

  const queueKeys = (input: string, key: Parameters<Parameters<typeof useInput>[0]>[1]) => {
    const state = queues.getState()
    if (state.prompt) {
      if (key.return) void state.submitPrompt()
      else if (key.escape) state.cancelPrompt()
      else if (key.backspace || key.delete) state.typePrompt(state.prompt.text.slice(0, -1))
      else if (input !== '' && !key.ctrl && !key.meta) state.typePrompt(state.prompt.text + input)
      return
    }
    if (key.leftArrow) void state.moveQueue(-1)
    else if (key.rightArrow) void state.moveQueue(1)
    else if (key.upArrow) state.moveSelection(-1)
    else if (key.downArrow) state.moveSelection(1)
    else if (input === 'a') void state.approve()
    else if (input === 'x') state.reject()
    else if (input === 'r') void state.load()
  }

  const ticketKeys = (input: string, key: Parameters<Parameters<typeof useInput>[0]>[1]) => {
    const state = tickets.getState()
    if (state.prompt) {
      if (key.return) void state.submitPrompt()
      else if (key.escape) state.cancelPrompt()
      else if (key.backspace || key.delete) state.erasePrompt(Math.max(1, input.length))
      else if (input !== '' && !key.ctrl && !key.meta) state.typePrompt(input)
      return
    }
    const phone = state.thread?.phone ?? state.items[state.selected]?.phone
    if (input === 'w') state.startReply()
    else if (input === 'c') state.startClose()
    else if (input === 'l' && phone) {
      lookup.getState().typePhone(phone)
      void lookup.getState().search()
      setView('account')
    } else if (state.thread) {
      if (key.escape) void state.back()
    } else if (key.return) void state.open()
    else if (key.upArrow) state.moveSelection(-1)
    else if (key.downArrow) state.moveSelection(1)
    else if (key.leftArrow) void state.moveFilter(-1)
    else if (key.rightArrow) void state.moveFilter(1)
    else if (input === 'r') void state.load()
  }

  useInput((input, key) => {
    const { view, help } = current.current
    if (help) {
      setHelp(false)
      return
    }
    const typing =
      (view === 'queues' && queues.getState().prompt !== undefined) ||
      (view === 'tickets' && tickets.getState().prompt !== undefined)
    if (!typing && input === '?') setHelp(true)
    else if (!typing && input === 'q') exit()
    else if (key.tab && !typing) {
      const next = views[(views.indexOf(view) + 1) % views.length] ?? 'account'
      setView(next)
      if (next === 'queues') void queues.getState().load()
      if (next === 'tickets') void tickets.getState().load()
    } else if (view === 'account') accountKeys(input, key)
    else if (view === 'queues') queueKeys(input, key)
    else ticketKeys(input, key)
  })

  return (
    <Box flexDirection="column" width={80}>
      <Text>
        <Text bold color="cyan">
          Bourse console
        </Text>
        {`  ${staff} @ ${server}  `}
        <Text inverse={view === 'account'}> Account </Text>
        <Text inverse={view === 'queues'}> Queues </Text>
        <Text inverse={view === 'tickets'}> Help desk </Text>
      </Text>
      {help ? (
        <HelpOverlay title="Bourse console" keys={consoleKeys} />
      ) : view === 'account' ? (
        <AccountView store={lookup} />
      ) : view === 'queues' ? (
        <QueueView store={queues} />
      ) : (
        <TicketView store={tickets} />
      )}
      <Text dimColor>Tab switch · ? help · q quit · simulated brokerage</Text>
    </Box>
  )
}
