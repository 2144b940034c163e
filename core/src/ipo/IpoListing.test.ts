import { expect, it } from 'vitest'
import type { Instant } from '../time/Instant.js'
import { isOpenForApplication } from './IpoListing.js'

it('takes applications until the deadline, not at or after it', () => {
  const listing = { applicationDeadline: 1_700_000_000_000 as Instant }
  expect(isOpenForApplication(listing, 1_699_999_999_999 as Instant)).toBe(true)
  expect(isOpenForApplication(listing, 1_700_000_000_000 as Instant)).toBe(false)
  expect(isOpenForApplication(listing, 1_700_000_000_001 as Instant)).toBe(false)
})
