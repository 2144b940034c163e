import type { AccountLookupState, StaffStore, UserSearchState } from '@bourse/react-hooks'
import { phoneDigits } from '../terminal/keyBurst.js'
import { edited, type Key } from '../terminal/keys.js'
import { useLatestState } from './useLatestState.js'

/** What the Find box uses from the console. */
export interface FindBoxContext {
  readonly lookup: StaffStore<AccountLookupState>
  /** Finding an investor by name, part of a phone, last digits or a record number; phone only without it. */
  readonly search: StaffStore<UserSearchState> | undefined
  /** Called as an account opens (the account view starts at its first row). */
  readonly opened: () => void
}

/**
 * The Find box shown until an account is open: a phone (`+91 …` is fine) opens its account on Enter; other text
 * finds investors by name, last digits or record, ↑ ↓ pick a hit and Enter opens it.
 */
export const useFindBox = ({ lookup, search, opened }: FindBoxContext) => {
  const [query, setQuery, typed] = useLatestState('')
  const handle = (input: string, key: Key) => {
    const state = lookup.getState()
    const found = search?.getState()
    const open = (phone: string) => {
      state.typePhone(phone)
      opened()
      void state.search()
    }
    if (found && found.hits.length > 0 && (key.upArrow || key.downArrow)) {
      found.moveSelection(key.upArrow ? -1 : 1)
      return
    }
    const { text, enter } = edited(typed(), input, key)
    if (text !== typed()) {
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
  }
  /**
   * In the Find box every key types (a name may start with q) but `?` in an empty box, which opens the help; in the
   * phone box only digits do.
   */
  const typing = (input: string) => (search !== undefined ? !(input === '?' && typed() === '') : /\d/.test(input))
  return { query, handle, typing, clear: () => setQuery('') }
}
