import {
  type QueueItem,
  type ReviewQueueName,
  type ReviewQueueState,
  reviewQueueNames,
  reviewQueues,
  type StaffStore,
  useStaffStore,
} from '@bourse/react-hooks'
import { Box, Text } from 'ink'
import { amount, minuteText, type TextColumn, TextTable } from '../terminal/textTable.js'

const text = (value: unknown) => (value === null || value === undefined ? '-' : String(value))

/** A proposal waiting for a second admin: what it changes, from what, and who proposed it. */
const proposalColumns: readonly TextColumn<QueueItem>[] = [
  { heading: 'id', width: 5, cell: (item) => text(item.id) },
  { heading: 'kind', width: 13, cell: (item) => text(item.kind) },
  { heading: 'subject', width: 16, cell: (item) => text(item.subject) },
  { heading: 'value', width: 14, cell: (item) => text(item.value) },
  { heading: 'now', width: 12, cell: (item) => text(item.current ?? item.previous) },
  { heading: 'by', width: 12, cell: (item) => text(item.proposedBy) },
]

/**
 * A setting proposal: the value proposed, the value in force when it was made, and the value in force now — marked
 * `stale` when another approval has moved it since, so this one would be refused (issue 34).
 */
const settingColumns: readonly TextColumn<QueueItem>[] = [
  { heading: 'id', width: 5, cell: (item) => text(item.id) },
  { heading: 'setting', width: 18, cell: (item) => text(item.subject) },
  { heading: 'value', width: 11, cell: (item) => text(item.value) },
  { heading: 'was', width: 10, cell: (item) => text(item.previous) },
  { heading: 'now', width: 16, cell: (item) => `${text(item.current)}${item.stale ? ' stale' : ''}` },
  { heading: 'by', width: 10, cell: (item) => text(item.proposedBy) },
]

/** What each queue shows of an item, in 78 columns. */
const queueColumns: Record<ReviewQueueName, readonly TextColumn<QueueItem>[]> = {
  kyc: [
    { heading: 'phone', width: 11, cell: (item) => text(item.phone) },
    { heading: 'real name', width: 22, cell: (item) => text(item.realName) },
    { heading: 'ID', width: 14, cell: (item) => text(item.idCard) },
    { heading: 'submitted', width: 16, cell: (item) => minuteText(item.submittedAt) },
  ],
  withdrawals: [
    { heading: 'id', width: 4, cell: (item) => text(item.id) },
    { heading: 'phone', width: 10, cell: (item) => text(item.phone) },
    { heading: 'name', width: 12, cell: (item) => text(item.realName) },
    { heading: 'amount', width: 12, right: true, cell: (item) => amount(item.amount) },
    { heading: 'fee', width: 7, right: true, cell: (item) => amount(item.fee) },
    { heading: 'received', width: 12, right: true, cell: (item) => amount(item.received) },
    { heading: 'applied', width: 11, cell: (item) => minuteText(item.appliedAt).slice(5) },
  ],
  recharges: [
    { heading: 'orderSn', width: 32, cell: (item) => text(item.orderSn) },
    { heading: 'phone', width: 11, cell: (item) => text(item.phone) },
    { heading: 'amount', width: 11, right: true, cell: (item) => amount(item.amount) },
    { heading: 'created', width: 16, cell: (item) => minuteText(item.createdAt) },
  ],
  financing: [
    { heading: 'id', width: 5, cell: (item) => text(item.id) },
    { heading: 'phone', width: 11, cell: (item) => text(item.phone) },
    { heading: 'product', width: 16, cell: (item) => text(item.typeName) },
    { heading: 'margin', width: 11, right: true, cell: (item) => amount(item.margin) },
    { heading: 'lever', width: 5, right: true, cell: (item) => text(item.lever) },
    { heading: 'funds', width: 12, right: true, cell: (item) => amount(item.fundsAmount) },
  ],
  staffProposals: proposalColumns,
  adjustments: [
    { heading: 'id', width: 5, cell: (item) => text(item.id) },
    { heading: 'phone', width: 11, cell: (item) => text(item.phone) },
    { heading: 'account', width: 8, cell: (item) => text(item.account) },
    { heading: 'amount', width: 14, right: true, cell: (item) => amount(item.amount) },
    { heading: 'reason', width: 24, cell: (item) => text(item.reason) },
    { heading: 'by', width: 10, cell: (item) => text(item.proposedBy) },
  ],
  settingProposals: settingColumns,
  welfare: [
    { heading: 'phone', width: 11, cell: (item) => text(item.phone) },
    { heading: 'real name', width: 22, cell: (item) => text(item.realName) },
    { heading: 'code', width: 16, cell: (item) => text((item.application as QueueItem | undefined)?.code) },
    {
      heading: 'amount',
      width: 11,
      right: true,
      cell: (item) => amount((item.application as QueueItem | undefined)?.amount),
    },
  ],
}

/** More of an item from 120 columns: where a withdrawal goes, when a proposal was made. */
const wideColumns: Partial<Record<ReviewQueueName, readonly TextColumn<QueueItem>[]>> = {
  withdrawals: [{ heading: 'bank', width: 30, cell: (item) => `${text(item.bankName)} ${text(item.bankNo)}` }],
  staffProposals: [{ heading: 'proposed', width: 16, cell: (item) => minuteText(item.proposedAt) }],
  settingProposals: [{ heading: 'proposed', width: 16, cell: (item) => minuteText(item.proposedAt) }],
  adjustments: [{ heading: 'proposed', width: 16, cell: (item) => minuteText(item.proposedAt) }],
}

/** The queues whose items wait for a second admin: the selected one's reason and time are shown under the list. */
const proposalQueues: readonly ReviewQueueName[] = ['staffProposals', 'settingProposals', 'adjustments']

/**
 * The review queues: queue tabs, the list with its highlighted row (filling `rows`), the decision prompt and the
 * last outcome. A queue the role may not read shows only the server's refusal, without keys that would do nothing.
 */
export const QueueView = ({
  store,
  rows,
  wide,
  offered = reviewQueueNames,
  extraKeys,
}: {
  readonly store: StaffStore<ReviewQueueState>
  readonly rows: number
  readonly wide: boolean
  /** The queues the role may read, as tabs (all of them when the roles are unknown). */
  readonly offered?: readonly ReviewQueueName[]
  /** Keys the console adds on a queue for the member's role (Staff: `n propose · m members`). */
  readonly extraKeys?: Partial<Record<ReviewQueueName, string>>
}) => {
  const { queue, items, selected, loading, error, prompt, notice } = useStaffStore(store, (state) => state)
  const definition = reviewQueues[queue]
  const chosen = proposalQueues.includes(queue) ? items[selected] : undefined
  const more = extraKeys?.[queue]
  return (
    <Box flexDirection="column">
      <Text>
        {offered.map((name) => (
          <Text key={name} inverse={name === queue}>{` ${reviewQueues[name].title} `}</Text>
        ))}
        {loading ? '  loading…' : ''}
      </Text>
      {error ? <Text color="red">{error}</Text> : null}
      {error ? null : (
        <TextTable
          rows={items}
          columns={[...queueColumns[queue], ...(wide ? (wideColumns[queue] ?? []) : [])]}
          limit={rows - (chosen ? 3 : 2)}
          selected={selected}
          empty="Nothing waits for review."
        />
      )}
      {error || !chosen ? null : (
        <Text wrap="truncate-end">
          {`#${text(chosen.id)} by ${text(chosen.proposedBy)} at ${minuteText(chosen.proposedAt)} · reason: ${text(chosen.reason)}`}
        </Text>
      )}
      {error ? null : prompt ? (
        <Text>
          {`${prompt.action === 'approve' ? definition.approveVerb : definition.rejectVerb} — ${prompt.field}: `}
          <Text inverse>{`${prompt.text} `}</Text>
          <Text dimColor>{'  Enter send · Esc cancel'}</Text>
        </Text>
      ) : (
        <Text
          dimColor
        >{`a ${definition.approveVerb} · x ${definition.rejectVerb}${more ? ` · ${more}` : ''} · ↑↓ select · ←→ queue · r reload`}</Text>
      )}
      {notice ? <Text color={notice.endsWith(': done') ? 'green' : 'red'}>{notice}</Text> : null}
    </Box>
  )
}
