import { type Key, stepOf } from '../terminal/keys.js'
import type { StaffMembersList } from './StaffMembers.js'
import { mayUse, roleRefusal, type StaffActionContext, staffDisableForm, staffProposalForm } from './staffActions.js'
import type { OfferForm } from './useActionForm.js'
import { useLatestState } from './useLatestState.js'

/** What the members list uses from the console. */
export interface StaffMembersContext {
  readonly actions: StaffActionContext | undefined
  readonly note: (text: string | undefined) => void
  readonly offer: OfferForm
}

/**
 * The staff members list an admin opens with `m` on the staff proposals, in place of the queue: ↑ ↓ select a member,
 * `d` disables them at once (a reason, then y/n), `n` proposes a change (the list closes, so the proposal shows in the
 * queue behind it), `m` or Esc close it.
 */
export const useStaffMembers = ({ actions, note, offer }: StaffMembersContext) => {
  const [members, setMembers, shown] = useLatestState<StaffMembersList | undefined>(undefined)
  const [selected, setSelected, selectedRow] = useLatestState(0)
  /** Reads the members list when the role may, and says the role's refusal otherwise. */
  const show = () => {
    if (!actions) return
    if (!mayUse(actions, '/staff/list')) return note(roleRefusal(actions))
    void actions.client.call('/staff/list', {}).then((listed) => {
      if (listed.ok) setMembers(listed.data)
      else note(listed.failure.msg)
    })
  }
  /** Every key while the list is shown; false when it is not. */
  const handle = (input: string, key: Key): boolean => {
    const list = shown()
    if (!list) return false
    const step = stepOf(key, 5)
    const member = list[selectedRow()]
    if (step !== undefined) setSelected(Math.max(0, Math.min(list.length - 1, selectedRow() + step)))
    else if (input === 'd' && member) offer('/staff/disable', (context) => staffDisableForm(context, member, show))
    else if (input === 'n' || key.escape || input === 'm') setMembers(undefined)
    if (input === 'n') offer('/staff/propose', staffProposalForm)
    return true
  }
  return {
    members: members && { list: members, selected: Math.min(selected, Math.max(0, members.length - 1)) },
    show,
    handle,
    close: () => setMembers(undefined),
  }
}
