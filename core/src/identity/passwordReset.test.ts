import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  type CaptchaRecord,
  captchaAllowsCode,
  captchaAlphabet,
  checkCaptchaAnswer,
  checkCodeSending,
  judgeSmsCode,
  normalizeCaptchaAnswer,
  type SmsCodeRecord,
} from './passwordReset.js'

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const keyOf = (error: { key: string; params?: object } | undefined) => error?.key
const fresh: CaptchaRecord = { createdAt: 0, spent: false, codesSent: 0 }
const passed = (at: number, more: Partial<CaptchaRecord> = {}): CaptchaRecord => ({ ...fresh, passedAt: at, ...more })

describe('image captcha', () => {
  it('accepts one right answer within 5 minutes, ignoring case and spaces', () => {
    expect(checkCaptchaAnswer(fresh, true, 4 * minute + 59 * second)).toBeUndefined()
    expect(keyOf(checkCaptchaAnswer(fresh, true, 5 * minute))).toBe('captchaExpired')
    expect(normalizeCaptchaAnswer(' ab 3k ')).toBe('AB3K')
  })

  it('refuses a wrong answer, an unknown captcha, a spent one and a second answer', () => {
    expect(keyOf(checkCaptchaAnswer(fresh, false, minute))).toBe('captchaWrong')
    expect(keyOf(checkCaptchaAnswer(undefined, true, minute))).toBe('captchaExpired')
    expect(keyOf(checkCaptchaAnswer({ ...fresh, spent: true }, true, minute))).toBe('captchaExpired')
    expect(keyOf(checkCaptchaAnswer(passed(minute), true, 2 * minute))).toBe('captchaExpired')
  })

  it('has no look-alike characters', () => {
    for (const c of '01OIL') expect(captchaAlphabet).not.toContain(c)
  })

  it('lets a passed captcha send 3 codes to one phone within 10 minutes', () => {
    expect(captchaAllowsCode(passed(0), '9876543210', 9 * minute)).toBeUndefined()
    expect(captchaAllowsCode(passed(0, { phone: '9876543210', codesSent: 2 }), '9876543210', minute)).toBeUndefined()
    expect(keyOf(captchaAllowsCode(passed(0), '9876543210', 10 * minute))).toBe('captchaRequired')
    expect(keyOf(captchaAllowsCode(passed(0, { phone: '9876543210', codesSent: 3 }), '9876543210', minute))).toBe(
      'captchaRequired',
    )
    expect(keyOf(captchaAllowsCode(passed(0, { phone: '9876543210', codesSent: 1 }), '9123456789', minute))).toBe(
      'captchaRequired',
    )
    expect(keyOf(captchaAllowsCode(fresh, '9876543210', minute))).toBe('captchaRequired')
    expect(keyOf(captchaAllowsCode(undefined, '9876543210', minute))).toBe('captchaRequired')
  })
})

describe('sending codes', () => {
  it('waits 60 seconds between codes and says how long is left', () => {
    expect(checkCodeSending([], 0)).toBeUndefined()
    expect(checkCodeSending([0], 59 * second)).toEqual({
      _tag: 'DomainError',
      key: 'smsResendTooEarly',
      params: { seconds: '1' },
    })
    expect(checkCodeSending([0], 500)?.params).toEqual({ seconds: '60' })
    expect(checkCodeSending([0], minute)).toBeUndefined()
  })

  it('sends at most 5 codes to a phone in any 24 hours', () => {
    const five = [0, hour, 2 * hour, 3 * hour, 4 * hour]
    expect(keyOf(checkCodeSending(five, 5 * hour))).toBe('smsDailyLimit')
    expect(keyOf(checkCodeSending(five, 24 * hour - 1))).toBe('smsDailyLimit')
    expect(checkCodeSending(five, 24 * hour)).toBeUndefined()
    expect(checkCodeSending(five.slice(1), 5 * hour)).toBeUndefined()
  })
})

describe('judging a code', () => {
  const sent: SmsCodeRecord = { sentAt: 0, wrongAttempts: 0 }

  it('accepts the right code within 10 minutes, once', () => {
    expect(judgeSmsCode(sent, true, 9 * minute + 59 * second)).toEqual({ kind: 'accepted' })
    expect(judgeSmsCode(sent, true, 10 * minute)).toMatchObject({ kind: 'unusable', error: { key: 'smsCodeExpired' } })
    expect(judgeSmsCode({ ...sent, usedAt: minute }, true, 2 * minute)).toMatchObject({
      kind: 'unusable',
      error: { key: 'smsCodeInvalid' },
    })
    expect(judgeSmsCode(undefined, true, 0)).toMatchObject({ kind: 'unusable', error: { key: 'smsCodeInvalid' } })
  })

  it('counts wrong tries down from 5 and kills the code at the fifth', () => {
    expect(judgeSmsCode(sent, false, minute)).toMatchObject({ kind: 'wrong', error: { params: { left: '4' } } })
    expect(judgeSmsCode({ ...sent, wrongAttempts: 2 }, false, 3 * minute)).toMatchObject({
      kind: 'wrong',
      error: { params: { left: '2' } },
    })
    expect(judgeSmsCode({ ...sent, wrongAttempts: 4 }, false, minute)).toMatchObject({
      error: { params: { left: '0' } },
    })
    expect(judgeSmsCode({ ...sent, wrongAttempts: 5 }, true, minute)).toMatchObject({ kind: 'unusable' })
  })
})

/** A simpler model of one code's life: accepted at most once, at most 5 wrong tries, never after 10 minutes. */
test.prop([
  fc.array(fc.record({ right: fc.boolean(), after: fc.integer({ min: 0, max: 3 * minute }) }), { maxLength: 12 }),
])('a code is accepted at most once, within 10 minutes and before its fifth wrong try', (tries) => {
  let code: SmsCodeRecord = { sentAt: 0, wrongAttempts: 0 }
  let now = 0
  let accepted = 0
  for (const attempt of tries) {
    now += attempt.after
    const verdict = judgeSmsCode(code, attempt.right, now)
    if (verdict.kind === 'accepted') {
      accepted += 1
      expect(now).toBeLessThan(10 * minute)
      expect(code.wrongAttempts).toBeLessThan(5)
      code = { ...code, usedAt: now }
    } else if (verdict.kind === 'wrong') {
      expect(attempt.right).toBe(false)
      code = { ...code, wrongAttempts: code.wrongAttempts + 1 }
    }
    expect(code.wrongAttempts).toBeLessThanOrEqual(5)
  }
  expect(accepted).toBeLessThanOrEqual(1)
})

test.prop([fc.array(fc.integer({ min: 0, max: 6 * hour }), { maxLength: 30 })])(
  'whatever the requests, codes sent are 60 s apart and at most 5 in any 24 hours',
  (gaps) => {
    const sent: number[] = []
    let now = 0
    for (const gap of gaps) {
      now += gap
      if (checkCodeSending(sent, now) === undefined) sent.push(now)
    }
    sent.forEach((at, i) => {
      if (i > 0) expect(at - (sent[i - 1] as number)).toBeGreaterThanOrEqual(minute)
      expect(sent.filter((other) => other <= at && at - other < 24 * hour).length).toBeLessThanOrEqual(5)
    })
  },
)
