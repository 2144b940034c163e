import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as P from '../money/Price.js'
import * as S from '../money/Shares.js'
import type { Instant } from '../time/Instant.js'
import { checkNewShareCode, type IpoListing, isListed, isOpenForApplication } from './IpoListing.js'

it('takes applications until the deadline, not at or after it', () => {
  const listing = { applicationDeadline: 1_700_000_000_000 as Instant }
  expect(isOpenForApplication(listing, 1_699_999_999_999 as Instant)).toBe(true)
  expect(isOpenForApplication(listing, 1_700_000_000_000 as Instant)).toBe(false)
  expect(isOpenForApplication(listing, 1_700_000_000_001 as Instant)).toBe(false)
})

const day = 86_400_000
const listing = (listingDate: number): IpoListing => ({
  code: '605001',
  name: '华辰科技',
  market: 'sh',
  issuePrice: P.of('12.50'),
  orderNumber: S.of(10_000),
  minQuantity: S.of(500),
  type: 1,
  applicationDeadline: listingDate - 4 * day,
  paymentDeadline: listingDate - 3 * day,
  listingDate,
})

it('refuses a new share for a code that trades before its listing date, not after (worked example)', () => {
  const now = 1_800_000_000_000
  expect(checkNewShareCode(listing(now + 3 * day), true, now)).toEqual({
    ok: false,
    error: { _tag: 'DomainError', key: 'ipoCodeAlreadyTrades', params: { code: '605001' } },
  })
  expect(checkNewShareCode(listing(now - 7 * day), true, now).ok).toBe(true)
  expect(checkNewShareCode(listing(now + 3 * day), false, now).ok).toBe(true)
})

test.prop([fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), fc.boolean()])(
  'is refused exactly when the code trades and the share has not listed yet',
  (listingDate, now, trades) => {
    const checked = checkNewShareCode(listing(listingDate), trades, now)
    expect(checked.ok).toBe(!(trades && now < listingDate))
    expect(isListed(listing(listingDate), now)).toBe(now >= listingDate)
  },
)
