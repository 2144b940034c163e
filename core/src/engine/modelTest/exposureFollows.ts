import { expect } from 'vitest'
import { type Exposure, noExposure } from '../../risk/Exposure.js'
import type { AccountState } from '../AccountState.js'
import type { Event } from '../Event.js'
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
