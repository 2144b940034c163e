import { expect, it } from 'vitest'
import { createCardViewStore } from './cardViewStore.js'

it('keeps the currency and the masking for every card that reads it', () => {
  const view = createCardViewStore()
  expect([view.getState().currency, view.getState().masked]).toEqual(['INR', false])
  view.getState().setCurrency('USD')
  view.getState().toggleMasked()
  // a second card (another page) reads the same choices
  expect([view.getState().currency, view.getState().masked]).toEqual(['USD', true])
})
