import { createStore, type StoreApi } from 'zustand/vanilla'
import { hostTimers, type Timers } from './timers.js'

/** The spec's alert types; `warning` is the default (spec 000 §4). */
export type AlertType = 'warning' | 'success' | 'error' | 'info'

/** Alert auto-hide delay (spec 000 §9). */
export const alertHideMs = 2000

export interface AlertState {
  readonly visible: boolean
  readonly text: string
  readonly type: AlertType
  /** Shows `text`; it hides 2 s later (a newer alert restarts the 2 s). */
  show(text: string, type?: AlertType): void
  hide(): void
}

/** The global alert fixed at the top centre: text and type, hidden 2 s after being shown. */
export const createAlertStore = (timers: Timers = hostTimers): StoreApi<AlertState> => {
  let timer: unknown
  return createStore<AlertState>()((set) => ({
    visible: false,
    text: '',
    type: 'warning',
    show: (text, type = 'warning') => {
      if (timer !== undefined) timers.clearTimeout(timer)
      set({ visible: true, text, type })
      timer = timers.setTimeout(() => {
        timer = undefined
        set({ visible: false })
      }, alertHideMs)
    },
    hide: () => {
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
      set({ visible: false })
    },
  }))
}
