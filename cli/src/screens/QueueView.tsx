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
import { amount, minuteText, type TextColumn, TextTable } from './textTable.js'

const text = (value: unknown) => (value === null || value === undefined ? '-' : String(value))

/** A proposal waiting for a second admin: what it changes, from what, and who proposed it. */
const proposalColumns: readonly TextColumn<QueueItem>[] = [
  { heading: 'id', width: 5, cell: (item) => text(item.id) },
  { heading: 'kind', width: 13, cell: (item) => text(item.kind) },
  { heading: 'subject', width: 16, cell: (item) => text(item.subject) },
  { heading: 'value', width: 14, cell: (item) => text(item.value) },
  { heading: 'now', width: 12, cell: (item) => text(item.previous) },
  { heading: 'by', width: 12, cell: (item) => text(item.proposedBy) },
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
    { heading: 'id', width: 5, cell: (item) => text(item.id) },
    { heading: 'phone', width: 11, cell: (item) => text(item.phone) },
    { heading: 'amount', width: 11, right: true, cell: (item) => amount(item.amount) },
    { heading: 'fee', width: 7, right: true, cell: (item) => amount(item.fee) },
    { heading: 'bank', width: 22, cell: (item) => `${text(item.bankName)} ${text(item.bankNo)}` },
    { heading: 'applied', width: 16, cell: (item) => minuteText(item.appliedAt) },
  ],
  recharges: [
    { heading: 'orderSn', width: 24, cell: (item) => text(item.orderSn) },
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
  settingProposals: proposalColumns,
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

/** The review queues: queue tabs, the list with its highlighted row, the decision prompt and the last outcome. */
export const QueueView = ({ store }: { readonly store: StaffStore<ReviewQueueState> }) => {
  const { queue, items, selected, loading, error, prompt, notice } = useStaffStore(store, (state) => state)
  const definition = reviewQueues[queue]
  return (
    <Box flexDirection="column">
      <Text>
        {reviewQueueNames.map((name) => (
          <Text key={name} inverse={name === queue}>{` ${reviewQueues[name].title} `}</Text>
        ))}
        {loading ? '  loading…' : ''}
      </Text>
      {error ? <Text color="red">{error}</Text> : null}
      <TextTable
        rows={items}
        columns={queueColumns[queue]}
        limit={10}
        selected={selected}
        empty="Nothing waits for review."
      />
      {prompt ? (
        <Text>
          {`${prompt.action === 'approve' ? definition.approveVerb : definition.rejectVerb} — ${prompt.field}: `}
          <Text inverse>{`${prompt.text} `}</Text>
          <Text dimColor>{'  Enter send · Esc cancel'}</Text>
        </Text>
      ) : (
        <Text
          dimColor
        >{`a ${definition.approveVerb} · x ${definition.rejectVerb} · ↑↓ select · ←→ queue · r reload`}</Text>
      )}
      {notice ? <Text color="yellow">{notice}</Text> : null}
    </Box>
  )
}
