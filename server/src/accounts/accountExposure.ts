import { type AccountState, type Event, type Exposure, exposureAfter, stockExposureOf } from '@bourse/core'

const exposures = new WeakMap<AccountState, Exposure>()

/**
 * The stock exposure (open positions summed per code, core's `Exposure`) of an account state: carried from the
 * state before by the command's events when that one had it, else summed once from the positions and kept with the
 * state. The risk loop reads it on every tick, so an investor's thousands of positions cost a few multiplications
 * per held code instead of one decimal P&L each.
 */
export const accountExposure = (state: AccountState): Exposure => {
  let exposure = exposures.get(state)
  if (exposure === undefined) {
    exposure = stockExposureOf(state.positions)
    exposures.set(state, exposure)
  }
  return exposure
}

/** After a command: the new state's exposure from the old one's and the events (core's `exposureAfter`). */
export const carryExposure = (before: AccountState, after: AccountState, events: readonly Event[]): void => {
  const known = exposures.get(before)
  if (known !== undefined) exposures.set(after, events.reduce(exposureAfter, known))
}
