import type { AccountState, OpenContractPosition } from './AccountState.js'
import type { Event } from './Event.js'
import { evolve } from './evolve.js'
import { applyEntries } from './Ledger.js'
import type { OpenStockPosition } from './OpenStockPosition.js'

type Writable<T> = { -readonly [K in keyof T]: T[K] }

/**
 * `evolve` for a state its caller owns alone (a cache's live account): opening or closing a stock or contract
 * position, and marking the command handled, update the state's records in place — O(1) instead of a copy of every
 * open position — and the answer is a new top-level object sharing them. Every other event goes through `evolve`.
 * The result equals `evolve(state, event)` (checked after every step of `engine.model.test.ts`), but `state`'s
 * records are changed: never use `state`, or any object sharing its records, afterwards.
 */
export const evolveOwned = (state: AccountState, event: Event): AccountState => {
  switch (event.type) {
    case 'stockPositionOpened':
    case 'blockTradeBought':
      ;(state.positions as Writable<Record<string, OpenStockPosition>>)[event.position.positionSn] = event.position
      return counted(state, event)
    case 'stockPositionClosed':
      delete (state.positions as Writable<Record<string, OpenStockPosition>>)[event.position.positionSn]
      return counted(state, event)
    case 'contractPositionOpened':
      ;(state.contractPositions as Writable<Record<string, OpenContractPosition>>)[event.position.positionSn] =
        event.position
      return counted(state, event)
    case 'contractPositionClosed':
      delete (state.contractPositions as Writable<Record<string, OpenContractPosition>>)[event.position.positionSn]
      return counted(state, event)
    case 'stayFeesAccrued':
      // `evolve` takes the event's record as the new positions: copied, so later updates in place leave the event alone.
      return { ...evolve(state, event), positions: { ...event.positions } }
    default:
      return evolve(state, event)
  }
}

/** The journal applied, the command marked handled (in place) and the event counted. */
const counted = (state: AccountState, event: Event): AccountState => {
  ;(state.handledCommands as Writable<Record<string, true>>)[event.commandId] = true
  return {
    ...state,
    balances: applyEntries(state.balances, event.journal),
    eventCount: state.eventCount + 1,
  }
}
