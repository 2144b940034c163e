import { type AccountState, type Event, type PriceTriggers, priceTriggersAfter, priceTriggersOf } from '@bourse/core'

const triggers = new WeakMap<AccountState, PriceTriggers>()

/**
 * The take-profit / stop-loss and pending-order triggers of an account state (core's `PriceTriggers`): carried from
 * the state before by the command's events when that one had them, else collected once from its records and kept
 * with the state. The risk book reads them after each change of an account, so an investor with thousands of
 * positions costs the events of a command, not a walk over every position.
 */
export const accountTriggers = (state: AccountState): PriceTriggers => {
  let known = triggers.get(state)
  if (known === undefined) {
    known = priceTriggersOf(state)
    triggers.set(state, known)
  }
  return known
}

/** After a command: the new state's triggers from the old one's and the events. */
export const carryTriggers = (before: AccountState, after: AccountState, events: readonly Event[]): void => {
  const known = triggers.get(before)
  if (known !== undefined)
    triggers.set(
      after,
      events.reduce((carried, event) => priceTriggersAfter(carried, event, after), known),
    )
}
