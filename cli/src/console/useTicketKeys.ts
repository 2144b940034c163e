import type { AccountLookupState, StaffStore, TicketDeskState } from '@bourse/react-hooks'
import { readBurst } from '../terminal/keyBurst.js'
import { type Key, stepOf } from '../terminal/keys.js'

/** What the help desk's keys use from the console. */
export interface TicketKeysContext {
  readonly tickets: StaffStore<TicketDeskState>
  readonly lookup: StaffStore<AccountLookupState>
  /** Rows a list shows: PgUp and PgDn move by them. */
  readonly listRows: number
  /** Shows the account view (after `l` has looked the investor up). */
  readonly showAccount: () => void
}

/**
 * The help desk's keys: ← → through the queue's filters, ↑ ↓ and Enter to read a request, Esc back to the queue,
 * `w` to write a reply and `c` to close it (each in a prompt that takes every key), `l` to open the investor's
 * account, `r` to reload.
 */
export const useTicketKeys = ({ tickets, lookup, listRows, showAccount }: TicketKeysContext) => {
  const handle = (input: string, key: Key) => {
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
      showAccount()
    } else if (state.thread) {
      if (key.escape) void state.back()
    } else if (key.return) void state.open()
    else if (step !== undefined) state.moveSelection(step)
    else if (key.leftArrow) void state.moveFilter(-1)
    else if (key.rightArrow) void state.moveFilter(1)
    else if (input === 'r') void state.load()
  }
  return { handle, typing: () => tickets.getState().prompt !== undefined }
}
