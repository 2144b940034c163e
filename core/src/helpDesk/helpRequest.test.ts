import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { day, hour } from '../time/Instant.js'
import {
  canReopen,
  close,
  type HelpRequest,
  investorWrites,
  isUnread,
  openRequest,
  reopen,
  supportReplies,
} from './helpRequest.js'

const t0 = Date.UTC(2026, 2, 1, 10, 0)

const statusAfter = (result: { ok: boolean; value?: HelpRequest }) => (result.ok ? result.value?.status : 'refused')

describe('a help request (DECISIONS §22)', () => {
  it('goes open → answered → open → answered → closed as the two sides write', () => {
    const filed = openRequest('withdrawal', { kind: 'withdrawal', id: '12' }, t0)
    expect(filed.status).toBe('open')
    const answered = supportReplies(filed, t0 + hour)
    expect(statusAfter(answered)).toBe('answered')
    if (!answered.ok) throw new Error('answered')
    const asked = investorWrites(answered.value, t0 + 2 * hour)
    expect(statusAfter(asked)).toBe('open')
    if (!asked.ok) throw new Error('asked')
    const closed = close(asked.value, t0 + 3 * hour)
    expect(closed.ok && closed.value.closedAt).toBe(t0 + 3 * hour)
  })

  it('takes no message while closed, and refuses a second close', () => {
    const closed = close(openRequest('other', undefined, t0), t0)
    if (!closed.ok) throw new Error('closed')
    expect(investorWrites(closed.value, t0 + 1)).toMatchObject({ ok: false, error: { key: 'helpRequestClosed' } })
    expect(supportReplies(closed.value, t0 + 1)).toMatchObject({ ok: false, error: { key: 'helpRequestClosed' } })
    expect(close(closed.value, t0 + 1)).toMatchObject({ ok: false, error: { key: 'helpRequestAlreadyClosed' } })
  })

  it('reopens until exactly 7 days after closing, not a millisecond later', () => {
    const closed = close(openRequest('deposit', undefined, t0), t0)
    if (!closed.ok) throw new Error('closed')
    expect(reopen(closed.value, t0 + 7 * day)).toMatchObject({ ok: true, value: { status: 'open' } })
    expect(reopen(closed.value, t0 + 7 * day + 1)).toMatchObject({
      ok: false,
      error: { key: 'helpReopenTooLate', params: { days: '7' } },
    })
    expect(reopen(openRequest('deposit', undefined, t0), t0)).toMatchObject({
      ok: false,
      error: { key: 'helpRequestNotClosed' },
    })
  })

  it('shows a reply as unread until the thread is opened after it', () => {
    expect(isUnread(undefined, undefined)).toBe(false)
    expect(isUnread(t0, undefined)).toBe(true)
    expect(isUnread(t0, t0 - 1)).toBe(true)
    expect(isUnread(t0, t0)).toBe(false)
  })
})

type Step = { readonly who: 'investor' | 'support' | 'close' | 'reopen'; readonly after: number }

const steps = fc.array(
  fc.record({
    who: fc.constantFrom<Step['who']>('investor', 'support', 'close', 'reopen'),
    after: fc.integer({ min: 0, max: 10 * day }),
  }),
  { maxLength: 30 },
)

/** A deliberately simpler model: status and the time of the last close only. */
const model = (state: { status: string; closedAt: number | undefined }, step: Step, now: number) => {
  if (step.who === 'reopen')
    return state.status === 'closed' && now - (state.closedAt ?? 0) <= 7 * day ? { ...state, status: 'open' } : state
  if (state.status === 'closed') return state
  if (step.who === 'close') return { status: 'closed', closedAt: now }
  return { ...state, status: step.who === 'investor' ? 'open' : 'answered' }
}

test.prop([steps])('agrees with the simple model after every step, and time only moves forward', (plan) => {
  let request = openRequest('trading', undefined, t0)
  let expected: { status: string; closedAt: number | undefined } = { status: 'open', closedAt: undefined }
  let now = t0
  for (const step of plan) {
    now += step.after
    const decided =
      step.who === 'investor'
        ? investorWrites(request, now)
        : step.who === 'support'
          ? supportReplies(request, now)
          : step.who === 'close'
            ? close(request, now)
            : reopen(request, now)
    expected = model(expected, step, now)
    if (decided.ok) request = decided.value
    expect(request.status).toBe(expected.status)
    expect(request.updatedAt).toBeLessThanOrEqual(now)
    expect(canReopen(request, now)).toBe(expected.status === 'closed' && now - (expected.closedAt ?? 0) <= 7 * day)
  }
})
