import { describe, expect, it } from 'vitest'
import { createFairCheckQueue } from './fairCheckQueue.js'
import { PasswordChecksBusyError } from './scryptPool.js'

/** A check that finishes when the test says so, recording the order checks started in. */
const harness = (limits = { checksAtOnce: 1, queueLimit: 8, perPhoneLimit: 5 }) => {
  const queue = createFairCheckQueue(limits)
  const started: string[] = []
  const finishers: (() => void)[] = []
  const check = (name: string, address: string, phone = name, trusted = false) =>
    queue.run({ address, phone, trusted }, () => {
      started.push(name)
      return new Promise<string>((resolve) => finishers.push(() => resolve(name)))
    })
  const finishAll = async () => {
    await new Promise((resolve) => setImmediate(resolve))
    while (finishers.length > 0) {
      finishers.shift()?.()
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  return { queue, started, check, finishAll }
}

const busy = (check: Promise<unknown>) =>
  check.then(
    () => 'ran',
    (error) => (error instanceof PasswordChecksBusyError ? 'busy' : 'error'),
  )

describe('the password-check queue', () => {
  it('serves addresses in turn, so one address does not make another wait behind all its checks', async () => {
    const { started, check, finishAll } = harness()
    const all = [check('a1', 'A'), check('a2', 'A'), check('a3', 'A'), check('b1', 'B'), check('c1', 'C')]
    await finishAll()
    await Promise.all(all)
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3'])
  })

  it('serves a browser that signed the phone in before ahead of everyone waiting', async () => {
    const { started, check, finishAll } = harness()
    const all = [check('x1', 'X'), check('y1', 'Y'), check('z1', 'Z'), check('me', 'M', 'me', true)]
    await finishAll()
    await Promise.all(all)
    expect(started).toEqual(['x1', 'me', 'y1', 'z1'])
  })

  it('when full, lets a newcomer in at the cost of the address holding the most places', async () => {
    const { queue, check, finishAll } = harness({ checksAtOnce: 1, queueLimit: 3, perPhoneLimit: 5 })
    const running = check('r', 'R')
    const flood = ['a1', 'a2', 'a3'].map((name) => busy(check(name, 'A')))
    const newcomer = busy(check('b', 'B'))
    const second = busy(check('c', 'C'))
    // The queue holds a1, b, c now: C took a2's place, and a third newcomer cannot push out an address holding one.
    const third = busy(check('d', 'D'))
    expect(queue.load()).toEqual({ running: 1, trusted: 0, waiting: 3 })
    await finishAll()
    expect(await Promise.all([...flood, newcomer, second, third, busy(running)])).toEqual([
      'ran',
      'busy',
      'busy',
      'ran',
      'ran',
      'busy',
      'ran',
    ])
  })

  it('refuses at once a check beyond the limit of its phone or of the trusted lane', async () => {
    const { queue, check, finishAll } = harness({ checksAtOnce: 1, queueLimit: 1, perPhoneLimit: 1 })
    const first = check('r', 'R')
    const waiting = check('a', 'A', 'p1')
    expect(await busy(check('b', 'B', 'p1'))).toBe('busy')
    const trusted = check('t', 'T', 't', true)
    expect(await busy(check('t2', 'T', 't', true))).toBe('busy')
    expect(queue.load()).toEqual({ running: 1, trusted: 1, waiting: 1 })
    await finishAll()
    await Promise.all([first, waiting, trusted])
    expect(queue.load()).toEqual({ running: 0, trusted: 0, waiting: 0 })
  })
})
