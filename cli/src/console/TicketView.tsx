import {
  type StaffStore,
  type TicketDeskState,
  type TicketQueueItem,
  type TicketThread,
  ticketFilters,
  useStaffStore,
} from '@bourse/react-hooks'
import { Box, Text } from 'ink'
import { ticketStates, topicText } from '../internal/ticketText.js'
import { minuteText, type TextColumn, TextTable } from '../terminal/textTable.js'

const filterTitles = { active: 'Open + answered', waiting: 'Waiting', closed: 'Closed' } as const

/** What the queue shows of a request, in 78 columns. */
const columns: readonly TextColumn<TicketQueueItem>[] = [
  { heading: 'id', width: 4, right: true, cell: (item) => String(item.request.id) },
  { heading: 'status', width: 8, cell: (item) => ticketStates[item.request.status] ?? '' },
  { heading: 'since', width: 11, cell: (item) => minuteText(item.request.updateTime).slice(5) },
  { heading: 'phone', width: 10, cell: (item) => item.phone },
  { heading: 'name', width: 12, cell: (item) => item.realName || '-' },
  { heading: 'topic', width: 11, cell: (item) => topicText(item.request.topic) },
  { heading: 'subject', width: 15, cell: (item) => item.request.subject },
]

/** A message's text cut to `lines` lines of 76 characters (the thread shows its latest messages whole or cut). */
const cut = (text: string, lines: number): string => {
  const characters = [...text.replace(/\s+/g, ' ')]
  const room = 76 * lines
  return characters.length > room ? `${characters.slice(0, room - 1).join('')}…` : characters.join('')
}

/** The thread: who and what, the linked record, and the latest messages (oldest of them first). */
const ThreadPane = ({ thread }: { readonly thread: TicketThread }) => {
  const { request } = thread
  const latest = thread.messages.slice(-4)
  return (
    <Box flexDirection="column">
      <Text bold>
        {`#${request.id} · ${thread.phone} ${thread.realName || ''} · ${topicText(request.topic)} · ${ticketStates[request.status] ?? ''}`}
      </Text>
      <Text
        dimColor
      >{`record: ${thread.linkedSummary ?? (request.linked ? `${request.linked.kind} ${request.linked.id} (not found)` : 'none')}`}</Text>
      {thread.messages.length > latest.length ? (
        <Text
          dimColor
        >{`… ${thread.messages.length - latest.length} earlier messages (bourse tickets show ${request.id})`}</Text>
      ) : null}
      {latest.map((message) => (
        <Box key={message.id} flexDirection="column">
          <Text color={message.author === 'support' ? 'green' : 'cyan'}>
            {`── ${minuteText(message.createTime)} ${message.author === 'support' ? `support (${message.by ?? '?'})` : 'investor'}${message.images.length > 0 ? ` · ${message.images.length} image(s)` : ''}`}
          </Text>
          <Text wrap="wrap">{cut(message.text, 2)}</Text>
        </Box>
      ))}
    </Box>
  )
}

/** The last characters of the prompt's text that fit on its line (a pasted line break shown as `↵`). */
const tail = (text: string, width: number) => {
  const characters = [...text.replace(/\n/g, '↵')]
  return characters.length > width ? `…${characters.slice(-(width - 1)).join('')}` : characters.join('')
}

/** The console's help desk (DECISIONS §22): the queue by filter, or one thread; a prompt for a reply or a close. */
export const TicketView = ({ store, rows }: { readonly store: StaffStore<TicketDeskState>; readonly rows: number }) => {
  const { filter, items, selected, thread, prompt, loading, error, notice } = useStaffStore(store, (state) => state)
  return (
    <Box flexDirection="column">
      <Text>
        {ticketFilters.map((name) => (
          <Text key={name} inverse={name === filter}>{` ${filterTitles[name]} `}</Text>
        ))}
        {loading ? '  loading…' : ''}
      </Text>
      {error ? <Text color="red">{error}</Text> : null}
      {thread ? (
        <ThreadPane thread={thread} />
      ) : (
        <TextTable rows={items} columns={columns} limit={rows - 2} selected={selected} empty="No help request here." />
      )}
      {prompt ? (
        <Text>
          {`${prompt.action === 'reply' ? 'reply' : 'close, note (optional)'}: `}
          <Text inverse>{`${tail(prompt.text, 36)} `}</Text>
          <Text dimColor>{`  ${[...prompt.text].length}/2000 · Enter send · Esc cancel`}</Text>
        </Text>
      ) : (
        <Text dimColor>
          {thread
            ? 'w reply · c close · l open account · Esc back to the queue'
            : 'Enter read · w reply · c close · l account · ↑↓ select · ←→ filter · r reload'}
        </Text>
      )}
      {notice ? <Text color="yellow">{notice}</Text> : null}
    </Box>
  )
}
