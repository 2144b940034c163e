import { Worker } from 'node:worker_threads'
import { CliFailure } from '../internal/failure.js'
import type { ServerTarget } from '../internal/serverClient.js'
import type { AccountAudit, CheckpointHead } from './accountAudit.js'
import { auditOne } from './auditOne.js'
import type { AuditSchedule } from './auditSchedule.js'
import type { AuditJob } from './auditWorker.js'

/** Audits accounts on this thread or on worker threads, as many at once as its callers ask. */
export interface AuditPool {
  audit(phone: string, checkpoint: CheckpointHead | undefined): Promise<AccountAudit>
  close(): Promise<void>
}

type Answer = { id: number; audit: AccountAudit } | { id: number; error: string }

/**
 * `workers` threads (each decoding, replaying and reconciling the accounts it is given, with its own connection to
 * the server), jobs given to the least busy; with `workers` ≤ 1 everything runs on this thread. Replay is CPU work:
 * threads let it use every core while other accounts' pages are on their way.
 */
export const createAuditPool = (target: ServerTarget, schedule: AuditSchedule, workers: number): AuditPool => {
  if (workers <= 1)
    return { audit: (phone, checkpoint) => auditOne(target, schedule, phone, checkpoint), close: async () => {} }
  const waiting = new Map<number, { resolve: (audit: AccountAudit) => void; reject: (error: Error) => void }>()
  const threads = Array.from({ length: workers }, () => {
    const worker = new Worker(new URL('./auditWorker.js', import.meta.url), { workerData: target })
    const thread = { worker, busy: 0 }
    worker.on('message', (answer: Answer) => {
      thread.busy -= 1
      const job = waiting.get(answer.id)
      waiting.delete(answer.id)
      if ('error' in answer) job?.reject(new CliFailure(answer.error))
      else job?.resolve(answer.audit)
    })
    worker.on('error', (error) => {
      for (const job of waiting.values()) job.reject(error)
      waiting.clear()
    })
    return thread
  })
  let nextId = 0
  return {
    audit: (phone, checkpoint) =>
      new Promise((resolve, reject) => {
        const id = nextId++
        waiting.set(id, { resolve, reject })
        const thread = threads.reduce((least, each) => (each.busy < least.busy ? each : least))
        thread.busy += 1
        const job: AuditJob = checkpoint === undefined ? { id, phone } : { id, phone, checkpoint }
        thread.worker.postMessage(job)
      }),
    close: async () => {
      await Promise.all(threads.map((thread) => thread.worker.terminate()))
    },
  }
}
