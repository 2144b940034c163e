import type { StaffStore } from '@bourse/react-hooks'
import { type Key, stepOf } from '../terminal/keys.js'
import type { ActionForm } from './actionForm.js'
import { type TrailState, trailFilterForm } from './trailStore.js'

/** What the staff trail's keys use from the console. */
export interface TrailKeysContext {
  /** The trail's store; absent, the console has no trail view and these keys do nothing. */
  readonly trail: StaffStore<TrailState> | undefined
  /** Rows a list shows: PgUp and PgDn move by them. */
  readonly listRows: number
  readonly openForm: (form: ActionForm) => void
}

/** The staff trail's keys: ↑ ↓ through its rows, `f` to filter it (a form), `r` to reload. */
export const useTrailKeys = ({ trail, listRows, openForm }: TrailKeysContext) => {
  const handle = (input: string, key: Key) => {
    if (!trail) return
    const state = trail.getState()
    const step = stepOf(key, listRows)
    if (step !== undefined) state.moveSelection(step)
    else if (input === 'r') void state.load()
    else if (input === 'f') openForm(trailFilterForm(trail))
  }
  return { handle }
}
