import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { translate } from '../messages/translate.js'
import { checkOrderForm } from './checkOrderForm.js'

const complete = { realNameStatus: 2, agreed: true, hands: 3, direction: 'long' as const }

it('refuses in the spec order and words', () => {
  const keyOf = (form: Parameters<typeof checkOrderForm>[0]) => checkOrderForm(form)?.key
  expect(keyOf({ realNameStatus: 1, agreed: false, hands: undefined, direction: undefined })).toBe(
    'orderRealNameRequired',
  )
  expect(keyOf({ ...complete, agreed: false, hands: 0 })).toBe('orderAgreementRequired')
  expect(keyOf({ ...complete, hands: 0, direction: undefined })).toBe('orderHandsRequired')
  expect(keyOf({ ...complete, hands: 1.5 })).toBe('orderHandsRequired')
  expect(keyOf({ ...complete, direction: undefined })).toBe('orderDirectionRequired')
  expect(checkOrderForm(complete)).toBeUndefined()
  expect(translate('orderAgreementRequired', 'en')).toBe('Please read and agree to the trade agreement first.')
  expect(translate('orderHandsRequired', 'en')).toBe('Select number of hands')
  expect(translate('orderDirectionRequired', 'en')).toBe('Please choose the direction to buy or sell')
})

test.prop([fc.integer({ min: 1, max: 1000 }), fc.constantFrom('long' as const, 'short' as const)])(
  'a complete form with approved real name always passes',
  (hands, direction) => {
    expect(checkOrderForm({ realNameStatus: 2, agreed: true, hands, direction })).toBeUndefined()
  },
)
