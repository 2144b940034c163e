import { type ServerTarget, staffCall } from '../internal/serverClient.js'
import { type AccountAudit, auditAccount, type CheckpointHead } from './accountAudit.js'
import type { AuditSchedule } from './auditSchedule.js'
import { staffPages } from './staffPages.js'

/** One account: its stored records, then its events and journal streamed beside each other. */
export const auditOne = async (
  target: ServerTarget,
  schedule: AuditSchedule,
  phone: string,
  checkpoint: CheckpointHead | undefined,
): Promise<AccountAudit> =>
  auditAccount(
    phone,
    await staffCall(target, '/users/records', { phone }),
    staffPages(target, '/users/events', { phone }, (event) => event.seq),
    staffPages(target, '/users/journal', { phone }, (row) => row.id),
    schedule,
    checkpoint,
  )
