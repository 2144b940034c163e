import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { coalescing, commitInBackground, deferredSyncOf, registerDeferredSync } from './deferredSync.js'
import { openSqlite } from './openSqlite.js'

/** A flush the test finishes by hand, in the order started. */
const manualFlushes = () => {
  const finishers: (() => void)[] = []
  const flush = () =>
    new Promise<void>((resolve) => {
      finishers.push(resolve)
    })
  return { flush, finishers }
}

const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false
  void promise.then(
    () => {
      done = true
    },
    () => {
      done = true
    },
  )
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe('coalescing flushes', () => {
  it('runs one flush at a time; calls during it share the next one, which starts after it', async () => {
    const { flush, finishers } = manualFlushes()
    const sync = coalescing(flush)
    const first = sync()
    const second = sync()
    const third = sync()
    expect(second).toBe(third)
    expect(finishers).toHaveLength(1)
    finishers[0]?.()
    expect(await settled(first)).toBe(true)
    // The second flush starts only once the first has finished: a write made during the first may postdate it.
    expect(await settled(second)).toBe(false)
    expect(finishers).toHaveLength(2)
    finishers[1]?.()
    expect(await settled(second)).toBe(true)
    // Idle again: the next call starts a flush at once.
    const fourth = sync()
    expect(finishers).toHaveLength(3)
    finishers[2]?.()
    expect(await settled(fourth)).toBe(true)
  })

  it('starts the next flush after a failed one, and reports the failure only to the calls it covered', async () => {
    let calls = 0
    const sync = coalescing(() => {
      calls += 1
      return calls === 1 ? Promise.reject(new Error('EIO')) : Promise.resolve()
    })
    const failed = sync()
    const later = sync()
    await expect(failed).rejects.toThrow('EIO')
    await expect(later).resolves.toBeUndefined()
    expect(calls).toBe(2)
  })
})

describe('commitInBackground', () => {
  it('commits on SQLite without waiting for the WAL sync; readers see it at once; a failed sync is reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bourse-background-'))
    const db = openSqlite(join(dir, 'bourse.sqlite'))
    const other = openSqlite(join(dir, 'bourse.sqlite'))
    try {
      db.exec('CREATE TABLE ticks (n INTEGER)')
      const real = deferredSyncOf(db)
      if (real === undefined) throw new Error('SQLite in WAL mode has a deferred sync')
      let release: () => void = () => {}
      registerDeferredSync(db, {
        commitWithoutSync: real.commitWithoutSync,
        sync: () =>
          new Promise<void>((_resolve, reject) => {
            release = () => reject(new Error('EIO'))
          }),
      })
      const failures: unknown[] = []
      const inserted = commitInBackground(
        db,
        db.transaction(() => db.prepare('INSERT INTO ticks (n) VALUES (1)').run().changes),
        (error) => failures.push(error),
      )
      expect(inserted).toBe(1)
      expect(other.prepare('SELECT COUNT(*) AS n FROM ticks').get()).toEqual({ n: 1 })
      expect(failures).toEqual([])
      release()
      await new Promise((resolve) => setImmediate(resolve))
      expect(String(failures[0])).toContain('EIO')
    } finally {
      db.close()
      other.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
