import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { aboutPageOf } from './aboutPages.js'
import { afterConsent, checkConsent } from './consent.js'
import { openAccountStep } from './openAccount.js'
import { paragraphsOf } from './paragraphs.js'
import { canApplyForWelfare, checkWelfareForm, welfareStateLabel } from './welfareStatus.js'

describe('/about pages by e', () => {
  it.each([
    ['1', 'textsVersionUpdate', 'version'],
    ['2', 'textsUserAgreement', 'companyInfo'],
    ['3', 'textsPrivacyAgreement', 'certImg1'],
    ['4', 'textsAboutUs', 'certImg2'],
    ['5', 'textsTradingRules', 'tradeAgreeText'],
    ['6', 'textsNotYetOpen', 'notOpen'],
    [' 5 ', 'textsTradingRules', 'tradeAgreeText'],
  ])('e=%s is %s from %s', (e, title, source) => {
    expect(aboutPageOf(e)).toMatchObject({ title, source })
  })

  it.each([null, undefined, '', '0', '7', '1.0', 'x'])('e=%s reads as "Not yet open"', (e) => {
    expect(aboutPageOf(e).e).toBe(6)
  })
})

describe('agreement paragraphs', () => {
  it('cuts at each full stop followed by a blank, at 。 and at line breaks', () => {
    expect(paragraphsOf('Read this. Then sign.\nOK')).toEqual(['Read this.', 'Then sign.', 'OK'])
    expect(paragraphsOf('第一条。第二条。')).toEqual(['第一条。', '第二条。'])
    expect(paragraphsOf('Fee is 10.5 percent. Paid daily.')).toEqual(['Fee is 10.5 percent.', 'Paid daily.'])
    expect(paragraphsOf('   ')).toEqual([])
  })

  test.prop([fc.string()])('keeps every non-blank character, in order', (text) => {
    expect(paragraphsOf(text).join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''))
  })
})

describe('welfare application state', () => {
  it('labels each state and allows the form only before the one application', () => {
    expect([undefined, 0, 1, 2].map(welfareStateLabel)).toEqual([
      'textsWelfareNone',
      'textsWelfarePending',
      'textsWelfareApproved',
      'textsWelfareRejected',
    ])
    expect([undefined, 0, 1, 2].map(canApplyForWelfare)).toEqual([true, false, false, false])
  })
})

describe('the cooperation agreement', () => {
  it('goes on only once ticked, from /aggre to /buy and from /buy to /buy-flow', () => {
    expect(checkConsent(false)).toMatchObject({ ok: false, error: { key: 'orderAgreementRequired' } })
    expect(checkConsent(true)).toEqual({ ok: true, value: true })
    expect([afterConsent('/aggre'), afterConsent('/buy')]).toEqual(['/buy', '/buy-flow'])
  })
})

describe('the welfare form', () => {
  it('refuses a second application, then a blank code', () => {
    expect(checkWelfareForm(' AB12 ', undefined)).toEqual({ ok: true, value: 'AB12' })
    expect(checkWelfareForm('  ', undefined)).toMatchObject({ ok: false, error: { key: 'welfareCodeRequired' } })
    for (const status of [0, 1, 2])
      expect(checkWelfareForm('AB12', status)).toMatchObject({ ok: false, error: { key: 'welfareAlreadyApplied' } })
  })
})

describe('the open-account landing page', () => {
  it('registers a visitor, verifies a signed-in investor until approved, then trades', () => {
    expect(openAccountStep(false, undefined)).toEqual({ current: 0, next: '/register' })
    for (const isActive of [undefined, 0, 1, 3])
      expect(openAccountStep(true, isActive)).toEqual({ current: 1, next: '/smrz' })
    expect(openAccountStep(true, 2)).toEqual({ current: 2, next: '/trading-list' })
  })
})
