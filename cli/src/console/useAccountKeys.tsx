import type { AccountLookupState, AccountTab, StaffPath, StaffStore, UserSearchState } from '@bourse/react-hooks'
import { type Key, stepOf } from '../terminal/keys.js'
import type { AccountTabActions } from './accountTabActions.js'
import type { IdentityActions } from './identityActions.js'
import { adjustmentForm, fundingPasswordResetForm, mayUse, type StaffActionContext } from './staffActions.js'
import { useAccountTabKeys } from './useAccountTabKeys.js'
import type { OfferForm } from './useActionForm.js'
import type { Confirmation } from './useConfirmation.js'
import { useFindBox } from './useFindBox.js'
import { useIdentityKeys } from './useIdentityKeys.js'
import { useLatestState } from './useLatestState.js'

/** What the account view's keys use from the console. */
export interface AccountKeysContext {
  readonly lookup: StaffStore<AccountLookupState>
  readonly search: StaffStore<UserSearchState> | undefined
  readonly identity: IdentityActions | undefined
  readonly tabs: AccountTabActions | undefined
  readonly actions: StaffActionContext | undefined
  /** Rows a list shows: PgUp and PgDn move by them. */
  readonly listRows: number
  readonly write: (text: string) => void
  readonly note: (text: string | undefined) => void
  readonly confirm: (question: Confirmation) => void
  readonly offer: OfferForm
}

/**
 * The account view's keys: the Find box until an account is open; then the tabs' own keys (Identity, Fund flow,
 * Sessions), `p` and `j` (funding-password reset, adjustment) as the roles allow, ↑ ↓ through the tab's list,
 * ← → to the next tab, `r` to refresh and Esc back to the Find box.
 */
export const useAccountKeys = (context: AccountKeysContext) => {
  const { lookup, search, actions, listRows, note, confirm } = context
  const [scroll, setScrollState, scrolled] = useLatestState(0)
  const setScroll = (next: number) => setScrollState(Math.max(0, next))
  const find = useFindBox({ lookup, search, opened: () => setScroll(0) })
  const identityKeys = useIdentityKeys({
    lookup,
    identity: context.identity,
    actions,
    write: context.write,
    note,
    confirm,
  })
  const tabKeys = useAccountTabKeys({
    lookup,
    actions: context.tabs,
    identity: context.identity,
    roles: actions,
    selected: scrolled,
    setScroll,
    confirm,
    note,
  })

  const handle = (input: string, key: Key) => {
    const state = lookup.getState()
    const account = state.account
    if (account === undefined) return find.handle(input, key)
    if (identityKeys.prompt(account, input, key)) return
    if (tabKeys.handle(input, key)) return
    const step = stepOf(key, listRows)
    if (actions && state.tab === 'identity' && input === 'p')
      context.offer('/fundingPassword/reset', (member) => fundingPasswordResetForm(member, account))
    else if (actions && state.tab === 'balances' && input === 'j')
      context.offer('/adjustments/propose', (member) => adjustmentForm(member, account))
    else if (identityKeys.handle(account, input)) return
    else if (step !== undefined) setScroll(Math.min(scrolled() + step, 10_000))
    else if (key.leftArrow || key.rightArrow) {
      state.moveTab(key.leftArrow ? -1 : 1)
      setScroll(0)
    } else if (key.escape) {
      note(undefined)
      // Back to an empty Find box (the phone box keeps the phone, as it always did).
      if (search) {
        find.clear()
        state.typePhone('')
      }
      state.close()
    } else if (input === 'r') void state.refresh()
  }

  /** Whether the member may make a call (everything is offered when the roles are unknown: the server decides). */
  const may = (path: StaffPath) => actions === undefined || mayUse(actions, path)
  const { identity, tabs } = context
  /** The keys a tab offers the member's roles, as its hint line (issue 34); none when it offers none. */
  const keyHint = (tab: AccountTab): string | undefined => {
    const offered = (pairs: readonly (readonly [boolean | undefined, string])[]) =>
      pairs.flatMap(([shown, text]) => (shown ? [text] : [])).join(' · ') || undefined
    if (tab === 'balances') return offered([[actions && may('/adjustments/propose'), 'j propose an adjustment']])
    if (tab === 'identity')
      return offered([
        [identity && may('/kyc/show'), 'i full ID + images'],
        [identity && may('/bank/reset'), 'b bank-card reset'],
        [identity && may('/users/signOut'), 'o sign out everywhere'],
        [actions && may('/fundingPassword/reset'), 'p funding-password reset'],
      ])
    if (tab === 'sessions') {
      const keys = offered([
        [tabs && may('/users/signOutSession'), 'x end the selected session'],
        [tabs && identity && may('/users/signOut'), 'o sign out everywhere'],
      ])
      return keys && `${keys} (each: a reason, then y/n)`
    }
    return undefined
  }

  /** Whether keys type into a box here: the Find box, or a prompt of a tab. */
  const typing = (input: string) =>
    (lookup.getState().account === undefined && find.typing(input)) || identityKeys.typing() || tabKeys.typing()

  return {
    scroll,
    query: find.query,
    fundFlow: tabKeys.fundFlow,
    keyHint,
    handle,
    typing,
    promptLines: (
      <>
        {identityKeys.promptLine}
        {tabKeys.promptLine}
      </>
    ),
  }
}
