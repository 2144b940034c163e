import type { StaffPath } from '@bourse/react-hooks'
import { readBurst } from '../terminal/keyBurst.js'
import type { Key } from '../terminal/keys.js'
import { type ActionForm, type FormState, startForm, typeIntoForm } from './actionForm.js'
import { mayUse, roleRefusal, type StaffActionContext } from './staffActions.js'
import type { Confirmation } from './useConfirmation.js'
import { useLatestState } from './useLatestState.js'

/** Opens an action's form when the member's roles allow its staff call; says the role's refusal otherwise. */
export type OfferForm = (path: StaffPath, make: (actions: StaffActionContext) => ActionForm) => void

/** What the action forms use from the console. */
export interface ActionFormContext {
  /** The member's actions; without them no form is offered. */
  readonly actions: StaffActionContext | undefined
  readonly note: (text: string | undefined) => void
  readonly confirm: (question: Confirmation) => void
  /** Runs after a form's action has answered (a proposal made from a queue shows in it at once). */
  readonly afterRun: () => void
}

/**
 * The action forms (funding-password reset, adjustment, proposals, the trail's filter): `offer` opens one when the
 * member's roles allow its call and says the role's refusal otherwise; while open, the form takes every key, and its
 * last field asks y/n (when the form confirms) before it runs.
 */
export const useActionForm = (context: ActionFormContext) => {
  const [form, setForm, open] = useLatestState<FormState | undefined>(undefined)
  const { actions, note } = context
  const offer: OfferForm = (path, make) => {
    if (!actions) return
    if (!mayUse(actions, path)) return note(roleRefusal(actions))
    note(undefined)
    setForm(startForm(make(actions)))
  }
  const handle = (input: string, key: Key): boolean => {
    const state = open()
    if (!state) return false
    if (key.escape) {
      setForm(undefined)
      return true
    }
    const typed = typeIntoForm(state, readBurst(input, key))
    if (!typed.complete) {
      setForm(typed.state)
      return true
    }
    setForm(undefined)
    const { form: done, values } = typed.state
    const run = async () => {
      note(`${done.title}…`)
      note(await done.run(values))
      context.afterRun()
    }
    if (done.confirm) context.confirm({ text: done.confirm(values), run })
    else void run()
    return true
  }
  return { form, offer, open: (next: ActionForm) => setForm(startForm(next)), handle }
}
