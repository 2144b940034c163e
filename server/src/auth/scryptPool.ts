import type { ScryptOptions } from 'node:crypto'
import { Worker } from 'node:worker_threads'

/**
 * Thrown by `hashPassword`/`verifyPassword` when every password check slot is taken and the queue is full. The
 * HTTP error handler answers it with the localised "busy, try again" envelope; callers need not catch it.
 */
export class PasswordChecksBusyError extends Error {
  constructor() {
    super('Too many password checks at once')
    this.name = 'PasswordChecksBusyError'
  }
}

/** How many scrypt derivations run at once (one worker thread each) and how many may wait for one. */
export interface ScryptPoolLimits {
  readonly checksAtOnce: number
  readonly queueLimit: number
}

/** scrypt on dedicated worker threads, with a bounded queue. */
export interface ScryptPool {
  /** The derived key; rejects with `PasswordChecksBusyError` at once when the queue is full. */
  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer>
  /** Checks running and waiting now. */
  load(): { readonly running: number; readonly waiting: number }
  /** How long a derivation itself took lately (a moving average, ms, waiting excluded); undefined before the first. */
  typicalRunMs(): number | undefined
  /** Ends the workers once their current job is done; later calls are refused. */
  close(): Promise<void>
}

// Plain CommonJS so the same worker runs from TypeScript sources (tests, tsx) and from the built files.
// scryptSync blocks this worker's own thread only: the main thread and libuv's pool (files, DNS) stay free.
// On Linux the nice value belongs to each thread: the worker lowers its own, so under contention for the cores the
// event loop (pages, quotes, orders) runs first and sign-ins wait. Elsewhere it would lower the whole process.
const workerSource = `
const { parentPort } = require('node:worker_threads')
const { scryptSync } = require('node:crypto')
if (process.platform === 'linux') {
  try { require('node:os').setPriority(19) } catch {}
}
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    const started = performance.now()
    const key = scryptSync(password, Buffer.from(salt), keyLength, options)
    parentPort.postMessage({ key, ms: performance.now() - started })
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
})
`

interface Job {
  readonly message: { password: string; salt: Uint8Array; keyLength: number; options: ScryptOptions }
  readonly resolve: (key: Buffer) => void
  readonly reject: (error: Error) => void
}

interface Slot {
  readonly worker: Worker
  job: Job | undefined
}

/** A pool that starts its workers when first needed and lets the process exit while they are idle. */
export const createScryptPool = (limits: ScryptPoolLimits): ScryptPool => {
  const slots: Slot[] = []
  const waiting: Job[] = []
  let closed = false
  let typicalRunMs: number | undefined

  const finish = (slot: Slot, settle: (job: Job) => void) => {
    const job = slot.job
    slot.job = undefined
    slot.worker.unref()
    if (job) settle(job)
    next()
  }

  const startWorker = (): Slot => {
    const slot: Slot = { worker: new Worker(workerSource, { eval: true }), job: undefined }
    slot.worker.on('message', (reply: { key?: Uint8Array; error?: string; ms?: number }) => {
      // Timed inside the worker: the derivation alone, not the worker's start nor the wait for it.
      if (reply.ms !== undefined)
        typicalRunMs = typicalRunMs === undefined ? reply.ms : typicalRunMs * 0.8 + reply.ms * 0.2
      finish(slot, (job) =>
        reply.key ? job.resolve(Buffer.from(reply.key)) : job.reject(new Error(reply.error ?? 'scrypt failed')),
      )
    })
    const drop = (error: Error) => {
      slots.splice(slots.indexOf(slot), 1)
      finish(slot, (job) => job.reject(error))
    }
    slot.worker.on('error', drop)
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) drop(new Error(`scrypt worker exited with code ${code}`))
    })
    slot.worker.unref()
    slots.push(slot)
    return slot
  }

  const next = () => {
    if (closed) return
    while (waiting.length > 0) {
      const slot =
        slots.find((candidate) => candidate.job === undefined) ??
        (slots.length < limits.checksAtOnce ? startWorker() : undefined)
      if (!slot) return
      const job = waiting.shift() as Job
      slot.job = job
      slot.worker.ref()
      slot.worker.postMessage(job.message)
    }
  }

  const running = () => slots.filter((slot) => slot.job !== undefined).length

  return {
    derive: (password, salt, keyLength, options) =>
      new Promise<Buffer>((resolve, reject) => {
        const full = running() >= limits.checksAtOnce && waiting.length >= limits.queueLimit
        if (closed || full) return reject(new PasswordChecksBusyError())
        waiting.push({ message: { password, salt: new Uint8Array(salt), keyLength, options }, resolve, reject })
        next()
      }),
    load: () => ({ running: running(), waiting: waiting.length }),
    typicalRunMs: () => typicalRunMs,
    close: async () => {
      closed = true
      for (const job of waiting.splice(0)) job.reject(new PasswordChecksBusyError())
      const ending = slots.splice(0)
      await Promise.all(
        ending.map(async (slot) => {
          if (slot.job) await new Promise((resolve) => slot.worker.once('message', resolve))
          await slot.worker.terminate()
        }),
      )
    },
  }
}
