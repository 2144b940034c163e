import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { fundingPasswordRefusal } from './fundingPassword.js'

const facts = { alreadySet: false, oldGiven: false, oldMatches: false, sameAsLogin: false }

describe('setting a funding password', () => {
  it('sets the first one with the session alone', () => {
    expect(fundingPasswordRefusal(facts)).toBeUndefined()
  })

  it('changes a set one only with the right current one', () => {
    expect(fundingPasswordRefusal({ ...facts, alreadySet: true })?.key).toBe('fundingPasswordOldRequired')
    expect(fundingPasswordRefusal({ ...facts, alreadySet: true, oldGiven: true })?.key).toBe('fundingPasswordOldWrong')
    expect(fundingPasswordRefusal({ ...facts, alreadySet: true, oldGiven: true, oldMatches: true })).toBeUndefined()
  })

  it('never equals the login password', () => {
    expect(fundingPasswordRefusal({ ...facts, sameAsLogin: true })?.key).toBe('fundingPasswordSameAsLogin')
  })
})

test.prop([fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()])(
  'a set password is replaced only by one who knows it, and never by the login password',
  (alreadySet, oldGiven, oldMatches, sameAsLogin) => {
    const accepted = fundingPasswordRefusal({ alreadySet, oldGiven, oldMatches, sameAsLogin }) === undefined
    expect(accepted).toBe(!sameAsLogin && (!alreadySet || (oldGiven && oldMatches)))
  },
)
