import type { StaffClient, StaffDataOf, StaffStore } from '@bourse/react-hooks'
import { type ActionForm, type FieldReading, optional } from './actionForm.js'

/** One row of the staff trail (who, role, when, route, target, reason, outcome, detail, investor). */
export type TrailRow = StaffDataOf<'/audit'>[number]

/** The trail's filters, as typed: a staff name, an investor's phone, a first day (`2026-11-24`); '' is any. */
export interface TrailFilter {
  readonly staff: string
  readonly investor: string
  readonly since: string
}

export interface TrailState {
  readonly filter: TrailFilter
  readonly rows: readonly TrailRow[]
  readonly loading: boolean
  /** The server's refusal (a role without the trail reads "Your role may not do this") or no answer. */
  readonly error: string | undefined
  /** More rows matched than the console reads at once (the oldest shown are not the first). */
  readonly cut: boolean
  /** The highlighted row: the newest after a load. */
  readonly selected: number
  moveSelection(step: number): void
  load(): Promise<void>
  setFilter(filter: TrailFilter): Promise<void>
}

// Pages of 1 000, at most 5: an investigation narrows with the filters instead of paging the whole trail.
const pageSize = 1000
const maxPages = 5

/** `2026-11-24` (UTC day) as the instant the server filters from. */
const sinceInstant = (day: string): number | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined
  const at = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(at) ? undefined : at
}

/**
 * The staff trail for the console (DECISIONS §21; admin and auditor): filtered by staff member, investor and first
 * day, read in cursor pages, oldest first. A small store with zustand's shape, so `useStaffStore` reads it.
 */
export const createTrailStore = (client: StaffClient): StaffStore<TrailState> => {
  const listeners = new Set<(state: TrailState, previous: TrailState) => void>()
  let state: TrailState
  const set = (partial: Partial<TrailState>) => {
    const previous = state
    state = { ...state, ...partial }
    for (const listener of listeners) listener(state, previous)
  }
  const load = async () => {
    const { filter } = state
    const since = sinceInstant(filter.since)
    const query = {
      ...(filter.staff ? { staff: filter.staff } : {}),
      ...(filter.investor ? { investor: filter.investor } : {}),
      ...(since === undefined ? {} : { since: String(since) }),
    }
    set({ loading: true })
    const rows: TrailRow[] = []
    for (let page = 0; page < maxPages; page += 1) {
      const afterId = rows.at(-1)?.id ?? 0
      const result = await client.call('/audit', { ...query, afterId: String(afterId), limit: String(pageSize) })
      if (state.filter !== filter) return
      if (!result.ok) return set({ loading: false, error: result.failure.msg, rows: [], cut: false })
      rows.push(...result.data)
      if (result.data.length < pageSize)
        return set({ loading: false, error: undefined, rows, cut: false, selected: rows.length - 1 })
    }
    set({ loading: false, error: undefined, rows, cut: true, selected: rows.length - 1 })
  }
  state = {
    filter: { staff: '', investor: '', since: '' },
    rows: [],
    loading: false,
    error: undefined,
    cut: false,
    selected: 0,
    moveSelection: (step) => set({ selected: Math.max(0, Math.min(state.rows.length - 1, state.selected + step)) }),
    load,
    setFilter: async (filter) => {
      set({ filter, rows: [] })
      await load()
    },
  }
  const initial = state
  return {
    getState: () => state,
    getInitialState: () => initial,
    setState: (partial) => set(typeof partial === 'function' ? partial(state) : partial),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** A first day typed for the trail: blank, or `YYYY-MM-DD`. */
const readSince = (text: string): FieldReading =>
  text.trim() === '' || sinceInstant(text.trim()) !== undefined
    ? { ok: true, value: text.trim() }
    : { ok: false, msg: 'a day such as 2026-11-24, or blank' }

/** The trail's `f`: staff member, investor's phone and first day, each starting from the filter in force. */
export const trailFilterForm = (store: StaffStore<TrailState>): ActionForm => {
  const { filter } = store.getState()
  return {
    title: 'staff trail filter',
    fields: () => [
      { label: 'staff member', hint: 'blank: any', initial: filter.staff, read: optional },
      { label: "investor's phone", hint: 'blank: any', initial: filter.investor, read: optional },
      { label: 'since', hint: 'YYYY-MM-DD, blank: the start', initial: filter.since, read: readSince },
    ],
    run: async ([staff = '', investor = '', since = '']) => {
      await store.getState().setFilter({ staff, investor, since })
      const { error, rows } = store.getState()
      return error ?? `${rows.length} trail row(s)`
    },
  }
}
