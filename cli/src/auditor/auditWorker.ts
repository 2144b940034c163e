import { parentPort, workerData } from 'node:worker_threads'
import type { ServerTarget } from '../internal/serverClient.js'
import type { CheckpointHead } from './accountAudit.js'
import { auditOne } from './auditOne.js'
import { readAuditSchedule } from './auditSchedule.js'

/** A job of the pool: one account, with its checkpoint heads when the audit has a checkpoint. */
export interface AuditJob {
  readonly id: number
  readonly phone: string
  readonly checkpoint?: CheckpointHead
}

// A worker thread of `auditPool`: reads the fee schedule once, then audits each account it is sent and answers its
// summary (plain data) or the failure's message.
const target = workerData as ServerTarget
const schedule = readAuditSchedule(target)
parentPort?.on('message', (job: AuditJob) => {
  schedule
    .then((ready) => auditOne(target, ready, job.phone, job.checkpoint))
    .then(
      (audit) => parentPort?.postMessage({ id: job.id, audit }),
      (error: unknown) => parentPort?.postMessage({ id: job.id, error: (error as Error).message ?? String(error) }),
    )
})
