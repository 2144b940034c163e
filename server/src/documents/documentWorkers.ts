import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { WorkerReply, WorkerRequest, WorkerSetup } from './workerProtocol.js'

/** The document worker threads: each request goes to the least busy one; the answer comes back as a promise. */
export interface DocumentWorkers {
  run(request: WorkerRequest): Promise<WorkerReply>
  /** Requests sent and not yet answered. */
  readonly busy: number
  close(): Promise<void>
}

/**
 * From the build the worker is the `.js` beside this file. From sources (tests, tsx) it is the `.ts` file, loaded by a
 * small bootstrap that registers tsx in the worker's own thread first (a worker does not inherit the `--import`
 * hooks), with the `source` condition so workspace packages load from `src/`.
 */
const workerEntry = (): { code: string | URL; eval: boolean; execArgv: string[] } => {
  if (!import.meta.url.endsWith('.ts'))
    return { code: new URL('./documentWorker.js', import.meta.url), eval: false, execArgv: [] }
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json')
  const tsx = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href
  const entry = new URL('./documentWorker.ts', import.meta.url).href
  return {
    code: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`,
    eval: true,
    execArgv: ['--conditions=source'],
  }
}

/**
 * `count` workers with `setup`, started at the first request (a server that issues nothing starts none, and the
 * signing identity is loaded only then); a worker that dies fails its requests and is replaced.
 */
export const createDocumentWorkers = (count: number, setupOf: () => WorkerSetup): DocumentWorkers => {
  let setup: WorkerSetup | undefined
  const entry = workerEntry()
  const pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>()
  const load = new Map<Worker, Set<number>>()
  let nextId = 1
  let closing = false

  const start = (): Worker => {
    setup ??= setupOf()
    const worker = new Worker(entry.code, { workerData: setup, execArgv: entry.execArgv, eval: entry.eval })
    load.set(worker, new Set())
    worker.on('message', (reply: WorkerReply) => {
      load.get(worker)?.delete(reply.id)
      pending.get(reply.id)?.resolve(reply)
      pending.delete(reply.id)
    })
    const fail = (error: Error) => {
      const ids = load.get(worker) ?? new Set()
      load.delete(worker)
      for (const id of ids) {
        pending.get(id)?.reject(error)
        pending.delete(id)
      }
      if (!closing) start()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (load.has(worker)) fail(new Error(`document worker exited with code ${code}`))
    })
    return worker
  }

  const leastBusy = (): [Worker, Set<number>] =>
    [...load.entries()].reduce((best, candidate) => (candidate[1].size < best[1].size ? candidate : best))

  return {
    run: (request) =>
      new Promise((resolve, reject) => {
        if (closing) return reject(new Error('document workers closed'))
        while (load.size < count) start()
        const id = nextId++
        const [worker, ids] = leastBusy()
        ids.add(id)
        pending.set(id, { resolve, reject })
        worker.postMessage({ ...request, id })
      }),
    get busy() {
      return pending.size
    },
    close: async () => {
      closing = true
      const workers = [...load.keys()]
      load.clear()
      // Asked to stop first (open SMTP connections are closed politely), ended if it does not within a second.
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const force = setTimeout(() => void worker.terminate(), 1000)
              worker.once('exit', () => {
                clearTimeout(force)
                resolve()
              })
              worker.postMessage({ type: 'stop' })
            }),
        ),
      )
    },
  }
}
