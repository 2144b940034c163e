import { expect } from 'vitest'
import * as R from '../../money/Rate.js'
import { type Exposure, noExposure } from '../../risk/Exposure.js'
import { createRiskBook, type RiskBook } from '../../risk/riskBook.js'
import type { AccountState } from '../AccountState.js'
import type { Event } from '../Event.js'
import { type PriceTriggers, priceTriggersAfter, priceTriggersOf } from '../priceTriggers.js'
import { exposureAfter, stockExposureOf } from '../stockExposure.js'

/** An exposure as comparable text: decimals by value, symbols in order. */
const exposureText = (exposure: Exposure) => ({
  stayFees: exposure.stayFees.toString(),
  bySymbol: [...exposure.bySymbol]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([symbol, held]) => [symbol, held.net.toString(), held.cost.toString(), held.positions]),
})

/** The risk loop's exposure, carried event by event from nothing, is the exposure of the state's open positions. */
export const expectExposureFollows = (events: readonly Event[], state: AccountState): void => {
  expect(exposureText(events.reduce(exposureAfter, noExposure))).toEqual(exposureText(stockExposureOf(state.positions)))
}

/** The rule the model's risk book uses (DECISIONS §15 defaults). */
const modelRule = { stopPercent: R.of('0.8'), remindRatio: R.of('0.5') }

/** A risk book for the model run: patched after every command, as the server's book is. */
export const modelRiskBook = (): RiskBook => createRiskBook(modelRule)

const stockBalances = (state: AccountState) => ({
  available: state.balances['stock.available'],
  frozen: state.balances['stock.frozen'],
})

/** Patches the book with the exposure carried by `events` from `before` (what the server does after a command). */
export const patchRiskBook = (book: RiskBook, before: Exposure, events: readonly Event[], state: AccountState) => {
  const after = events.reduce(exposureAfter, before)
  book.put(state.userId, stockBalances(state), after)
  return after
}

/** The book carried through every command holds the row a book built from the state alone holds. */
export const expectRiskBookFollows = (book: RiskBook, state: AccountState): void => {
  const fresh = createRiskBook(modelRule)
  fresh.put(state.userId, stockBalances(state), stockExposureOf(state.positions))
  expect(book.row(state.userId)).toEqual(fresh.row(state.userId))
}

/** The triggers after a command, carried from those before it by its events. */
export const carryTriggers = (before: PriceTriggers, events: readonly Event[], after: AccountState): PriceTriggers =>
  events.reduce((triggers, event) => priceTriggersAfter(triggers, event, after), before)

/** The carried triggers are the triggers of the state's records. */
export const expectTriggersFollow = (triggers: PriceTriggers, state: AccountState): void => {
  const text = (map: PriceTriggers) =>
    [...map]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, t]) => [key, t.code, t.rise?.toString(), t.fall?.toString(), t.expiresAt])
  expect(text(triggers)).toEqual(text(priceTriggersOf(state)))
}
