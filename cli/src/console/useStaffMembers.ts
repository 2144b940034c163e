import type { Key } from '../terminal/keys.js'
import type { StaffMembersList } from './StaffMembers.js'
import { mayUse, roleRefusal, type StaffActionContext, staffProposalForm } from './staffActions.js'
import type { OfferForm } from './useActionForm.js'
import { useLatestState } from './useLatestState.js'

/** What the members list uses from the console. */
export interface StaffMembersContext {
  readonly actions: StaffActionContext | undefined
  readonly note: (text: string | undefined) => void
  readonly offer: OfferForm
}

/**
 * The staff members list an admin opens with `m` on the staff proposals, in place of the queue: `n` proposes a
 * change (the list closes, so the proposal shows in the queue behind it), `m` or Esc close it.
 */
export const useStaffMembers = ({ actions, note, offer }: StaffMembersContext) => {
  const [members, setMembers, shown] = useLatestState<StaffMembersList | undefined>(undefined)
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
    if (!shown()) return false
    if (input === 'n' || key.escape || input === 'm') setMembers(undefined)
    if (input === 'n') offer('/staff/propose', staffProposalForm)
    return true
  }
  return { members, show, handle, close: () => setMembers(undefined) }
}
