import { scryptSync } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createScryptPool, PasswordChecksBusyError, type ScryptPool } from './scryptPool.js'

const options = { N: 2 ** 10, r: 8, p: 1 }
const salt = Buffer.from('0123456789abcdef')

describe('scrypt on worker threads with a bounded queue', () => {
  let pool: ScryptPool
  afterEach(() => pool.close())

  it('derives the same key as scrypt itself', async () => {
    pool = createScryptPool({ checksAtOnce: 2, queueLimit: 4 })
    const keys = await Promise.all(['a', 'b', 'c'].map((password) => pool.derive(password, salt, 32, options)))
    expect(keys).toEqual(['a', 'b', 'c'].map((password) => scryptSync(password, salt, 32, options)))
  })

  it('runs the fixed number at once, queues up to the limit and refuses beyond it', async () => {
    pool = createScryptPool({ checksAtOnce: 2, queueLimit: 3 })
    const accepted = Array.from({ length: 5 }, (_, i) => pool.derive(`p${i}`, salt, 32, options))
    expect(pool.load()).toEqual({ running: 2, waiting: 3 })
    await expect(pool.derive('one too many', salt, 32, options)).rejects.toBeInstanceOf(PasswordChecksBusyError)
    expect(await Promise.all(accepted)).toHaveLength(5)
    expect(pool.load()).toEqual({ running: 0, waiting: 0 })
    // Once the queue has drained, checks are accepted again.
    expect(await pool.derive('again', salt, 32, options)).toEqual(scryptSync('again', salt, 32, options))
  })

  it('refuses at once when no queue is allowed and the slot is taken', async () => {
    pool = createScryptPool({ checksAtOnce: 1, queueLimit: 0 })
    const first = pool.derive('first', salt, 32, options)
    await expect(pool.derive('second', salt, 32, options)).rejects.toBeInstanceOf(PasswordChecksBusyError)
    await first
  })

  it('reports a failed derivation as an error and keeps serving', async () => {
    pool = createScryptPool({ checksAtOnce: 1, queueLimit: 1 })
    await expect(pool.derive('x', salt, 32, { N: 3, r: 8, p: 1 })).rejects.toThrow()
    expect(await pool.derive('x', salt, 32, options)).toEqual(scryptSync('x', salt, 32, options))
  })

  it.runIf(process.platform === 'linux')(
    "runs checks on threads of the lowest priority (nice 19), not the event loop's",
    async () => {
      pool = createScryptPool({ checksAtOnce: 1, queueLimit: 0 })
      await pool.derive('x', salt, 32, options)
      const niceOf = (task: string) =>
        readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]
      const tasks = readdirSync('/proc/self/task')
      expect(tasks.map(niceOf)).toContain('19')
      // Only the worker: the thread that runs this test keeps the priority the process was started with.
      expect(Number(niceOf(String(process.pid)))).toBeLessThan(19)
    },
  )
})
