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

it('keeps them through a reload in the storage it is given', () => {
  const kept = new Map<string, string>()
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  }
  const first = createCardViewStore(storage)
  first.getState().setCurrency('HKD')
  first.getState().toggleMasked()
  expect(kept.get('cardView')).toBe('HKD|1')
  const reloaded = createCardViewStore(storage)
  expect([reloaded.getState().currency, reloaded.getState().masked]).toEqual(['HKD', true])
  kept.set('cardView', 'XYZ|7')
  expect([createCardViewStore(storage).getState().currency, createCardViewStore(storage).getState().masked]).toEqual([
    'INR',
    false,
  ])
})
