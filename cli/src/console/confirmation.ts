import type { QueueItem, ReviewQueueName } from '@bourse/react-hooks'
import { amount } from '../terminal/textTable.js'

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value))

/** A signed amount as a change reads: "+250.00", "-1,250.50". */
const signed = (value: unknown) => {
  const shown = amount(value)
  return shown.startsWith('-') || shown === '-' ? shown : `+${shown}`
}

/** Who the item is about: phone and real name. */
const whose = (item: QueueItem) => `${text(item.phone)} ${text(item.realName)}`.replace(/ -$/, '')

/** What each queue's decision moves or changes, in one line: the amount, the account and (when typed) the reason. */
const subjects: Record<ReviewQueueName, (item: QueueItem) => string> = {
  kyc: (item) => `real name of ${whose(item)} (ID ${text(item.idCard)})`,
  withdrawals: (item) =>
    `withdrawal ${text(item.id)} · ${amount(item.amount)} (fee ${amount(item.fee)}, sends ${amount(item.received)}) · ${whose(item)} · ${text(item.bankName)} ${text(item.bankNo)}`,
  recharges: (item) => `recharge ${text(item.orderSn)} · ${amount(item.amount)} · ${whose(item)}`,
  financing: (item) =>
    `financing ${text(item.id)} · margin ${amount(item.margin)} × ${text(item.lever)} · ${whose(item)}`,
  welfare: (item) => `welfare bonus ${amount((item.application as QueueItem | undefined)?.amount)} · ${whose(item)}`,
  staffProposals: (item) =>
    `staff proposal ${text(item.id)} · ${text(item.kind)} ${text(item.subject)} ${text(item.value)} · by ${text(item.proposedBy)}`,
  adjustments: (item) =>
    `adjustment ${text(item.id)} · ${signed(item.amount)} to the ${text(item.account)} balance of ${text(item.phone)} · reason: ${text(item.reason)} · by ${text(item.proposedBy)}`,
  // A proposal another approval has overtaken says so: the server refuses it (issue 34).
  settingProposals: (item) =>
    `setting proposal ${text(item.id)} · ${text(item.subject)} ${text(item.current ?? item.previous)} → ${text(item.value)} · by ${text(item.proposedBy)}${item.stale ? ` · stale: made when it was ${text(item.previous)}` : ''}`,
}

/**
 * The question asked before a decision that moves money or changes an identity (issue 22): the verb, what it acts
 * on with its amount and account, and the reason or reference typed. "pay withdrawal 12 · 1,500.00 (fee 15.00,
 * sends 1,485.00) · 9000000001 Asha Verma · HDFC Bank ****9012?"
 */
export const confirmationText = (
  queue: ReviewQueueName,
  item: QueueItem,
  verb: string,
  typed?: { readonly field: string; readonly value: string },
): string => `${verb} ${subjects[queue](item)}${typed ? ` · ${typed.field}: ${typed.value}` : ''}?`
