import {
  type ReviewQueueName,
  type ReviewQueueState,
  reviewQueueNames,
  reviewQueues,
  type StaffPath,
  type StaffStore,
} from '@bourse/react-hooks'
import { edited, type Key, stepOf } from '../terminal/keys.js'
import { confirmationText } from './confirmation.js'
import {
  mayUse,
  roleRefusal,
  roleStops,
  type StaffActionContext,
  settingProposalForm,
  staffProposalForm,
} from './staffActions.js'
import type { OfferForm } from './useActionForm.js'
import type { Confirmation } from './useConfirmation.js'
import { useStaffMembers } from './useStaffMembers.js'

/** What the review queues' keys use from the console. */
export interface QueueKeysContext {
  readonly queues: StaffStore<ReviewQueueState>
  readonly actions: StaffActionContext | undefined
  /** Rows a list shows: PgUp and PgDn move by them. */
  readonly listRows: number
  readonly note: (text: string | undefined) => void
  readonly confirm: (question: Confirmation) => void
  readonly offer: OfferForm
}

/**
 * The review queues' keys: ← → to the next queue, ↑ ↓ through its items, `a` approves and `x` rejects (a reason or
 * reference typed in the queue's prompt, then y/n with the amount and account), `r` reloads; on the proposal queues
 * `n` proposes and `m` lists the staff members (admin).
 */
export const useQueueKeys = (context: QueueKeysContext) => {
  const { queues, actions, listRows, offer } = context
  const members = useStaffMembers({ actions, note: context.note, offer })

  /** The queues offered: those the role may read (a refused read is a trail row, issue 34); all without roles. */
  const readable = (): readonly ReviewQueueName[] =>
    actions ? reviewQueueNames.filter((name) => mayUse(actions, reviewQueues[name].queue)) : reviewQueueNames

  /** Shows the readable queue `step` places from the one shown (wrapping), or the first when it is not readable. */
  const moveTo = (step: number) => {
    const state = queues.getState()
    const offered = readable()
    const at = offered.indexOf(state.queue)
    if (offered.length === 0 || (at >= 0 && step === 0)) return state.load()
    const next = offered[at < 0 ? 0 : (at + step + offered.length) % offered.length] ?? state.queue
    const count = reviewQueueNames.length
    return state.moveQueue((reviewQueueNames.indexOf(next) - reviewQueueNames.indexOf(state.queue) + count) % count)
  }

  const refused = (path: StaffPath) => roleStops(actions, path, context.note)

  const prompt = (state: ReviewQueueState, input: string, key: Key) => {
    if (!state.prompt) return
    if (key.escape) return state.cancelPrompt()
    const { text, enter } = edited(state.prompt.text, input, key)
    if (text !== state.prompt.text) state.typePrompt(text)
    const typed = queues.getState().prompt
    const item = state.items[state.selected]
    if (!enter || !typed) return
    // An empty reason goes to the store, which says it is required.
    if (typed.text.trim() === '' || !item) return void state.submitPrompt()
    const definition = reviewQueues[state.queue]
    const verb = typed.action === 'approve' ? definition.approveVerb : definition.rejectVerb
    context.confirm({
      text: confirmationText(state.queue, item, verb, { field: typed.field, value: typed.text.trim() }),
      run: () => state.submitPrompt(),
    })
  }

  const handle = (input: string, key: Key) => {
    const state = queues.getState()
    const item = state.items[state.selected]
    const definition = reviewQueues[state.queue]
    if (members.handle(input, key)) return
    if (state.prompt) return prompt(state, input, key)
    const step = stepOf(key, listRows)
    if (step !== undefined) state.moveSelection(step)
    else if (key.leftArrow) void moveTo(-1)
    else if (key.rightArrow) void moveTo(1)
    else if ((input === 'a' && refused(definition.approve)) || (input === 'x' && refused(definition.reject))) return
    else if (input === 'a' && item) {
      if (definition.approveAsks) void state.approve()
      else
        context.confirm({
          text: confirmationText(state.queue, item, definition.approveVerb),
          run: () => state.approve(),
        })
    } else if (input === 'x') state.reject()
    else if (input === 'r') void state.load()
    else if (input === 'n' && state.queue === 'staffProposals') offer('/staff/propose', staffProposalForm)
    else if (input === 'm' && state.queue === 'staffProposals' && actions) members.show()
    else if (input === 'n' && state.queue === 'settingProposals' && actions) {
      if (!mayUse(actions, '/settings/propose')) return context.note(roleRefusal(actions))
      // The question shows each setting's value in force, read when the form opens.
      void actions.client.call('/settings', {}).then((settings) => {
        const values = new Map(settings.ok ? settings.data.map((row) => [row.name, row.value] as const) : [])
        offer('/settings/propose', (member) => settingProposalForm(member, values))
      })
    }
  }

  return {
    open: () => moveTo(0),
    readable,
    handle,
    members: members.members,
    closeMembers: members.close,
    typing: () => queues.getState().prompt !== undefined,
  }
}
