import { createStore, type StoreApi } from 'zustand/vanilla'
import { type PromptField, type ReviewQueueName, reviewQueueNames, reviewQueues } from './reviewQueues.js'
import type { StaffClient, StaffPath } from './staffClient.js'

/** A queue item as the server sent it (decoded by core's schema); the screen picks its columns. */
export type QueueItem = Readonly<Record<string, unknown>>

/** The text prompt of a decision: which action, what it asks for, what is typed so far. */
export interface DecisionPrompt {
  readonly action: 'approve' | 'reject'
  readonly field: PromptField
  readonly text: string
}

export interface ReviewQueueState {
  readonly queue: ReviewQueueName
  readonly items: readonly QueueItem[]
  /** The highlighted row. */
  readonly selected: number
  readonly loading: boolean
  readonly error: string | undefined
  readonly prompt: DecisionPrompt | undefined
  /** The last decision's outcome, e.g. "pay 12: done" or the server's refusal. */
  readonly notice: string | undefined
  readonly deciding: boolean
  /** Shows another queue (by `step` tabs, wrapping) and loads it. */
  moveQueue(step: number): Promise<void>
  load(): Promise<void>
  moveSelection(step: number): void
  /** Approves the highlighted item, or opens the prompt when the approval needs a text (a bank reference). */
  approve(): Promise<void>
  /** Opens the reason prompt for rejecting the highlighted item. */
  reject(): void
  typePrompt(text: string): void
  cancelPrompt(): void
  /** Sends the decision with the typed text; an empty text is refused locally (a reason is required). */
  submitPrompt(): Promise<void>
}

const describe = (payload: Readonly<Record<string, unknown>>) => Object.values(payload).map(String).join(' ')

/**
 * The console's review queues (KYC, withdrawals, recharges, financing, welfare): the queue from the server, a
 * highlighted row, approve at once or after a prompt, reject after a reason prompt, then the queue reloaded. The
 * server decides (and refuses a second review of the same item); the store only shows its answer.
 */
export const createReviewQueueStore = (client: StaffClient): StoreApi<ReviewQueueState> =>
  createStore<ReviewQueueState>()((set, get) => {
    const current = () => reviewQueues[get().queue]
    const selectedItem = () => get().items[get().selected]
    const decide = async (action: 'approve' | 'reject', text?: { field: PromptField; value: string }) => {
      const item = selectedItem()
      if (item === undefined || get().deciding) return
      const definition = current()
      const subject = definition.subjectOf(item)
      const payload = text ? { ...subject, [text.field]: text.value } : subject
      const verb = action === 'approve' ? definition.approveVerb : definition.rejectVerb
      set({ deciding: true })
      const path = (action === 'approve' ? definition.approve : definition.reject) as StaffPath
      const result = await client.call(path, payload as never)
      set({
        deciding: false,
        prompt: undefined,
        notice: result.ok
          ? `${verb} ${describe(subject)}: done`
          : `${verb} ${describe(subject)}: ${result.failure.msg}`,
      })
      await get().load()
    }
    return {
      queue: 'kyc',
      items: [],
      selected: 0,
      loading: false,
      error: undefined,
      prompt: undefined,
      notice: undefined,
      deciding: false,
      moveQueue: async (step) => {
        const index = reviewQueueNames.indexOf(get().queue)
        const next = reviewQueueNames[(index + step + reviewQueueNames.length * 4) % reviewQueueNames.length] ?? 'kyc'
        set({ queue: next, items: [], selected: 0, prompt: undefined, notice: undefined, error: undefined })
        await get().load()
      },
      load: async () => {
        const queue = get().queue
        set({ loading: true })
        const result = await client.call(reviewQueues[queue].queue, {} as never)
        if (get().queue !== queue) return
        if (!result.ok) {
          set({ loading: false, error: result.failure.msg, items: [] })
          return
        }
        const items = result.data as unknown as readonly QueueItem[]
        // The highlighted item stays highlighted when items arrive above it (the live queue): a decision is never
        // taken on a row that slid under the cursor.
        const held = selectedItem()
        const key = held && JSON.stringify(reviewQueues[queue].subjectOf(held))
        const kept =
          key === undefined
            ? -1
            : items.findIndex((item) => JSON.stringify(reviewQueues[queue].subjectOf(item)) === key)
        set({
          loading: false,
          error: undefined,
          items,
          selected: kept >= 0 ? kept : Math.min(get().selected, Math.max(0, items.length - 1)),
        })
      },
      moveSelection: (step) => {
        const count = get().items.length
        if (count === 0) return
        set({ selected: Math.max(0, Math.min(count - 1, get().selected + step)) })
      },
      approve: async () => {
        if (selectedItem() === undefined) return
        const asks = current().approveAsks
        if (asks) set({ prompt: { action: 'approve', field: asks, text: '' } })
        else await decide('approve')
      },
      reject: () => {
        if (selectedItem() !== undefined) set({ prompt: { action: 'reject', field: 'reason', text: '' } })
      },
      typePrompt: (text) => {
        const prompt = get().prompt
        if (prompt) set({ prompt: { ...prompt, text: text.slice(0, 500) } })
      },
      cancelPrompt: () => set({ prompt: undefined }),
      submitPrompt: async () => {
        const prompt = get().prompt
        if (prompt === undefined) return
        if (prompt.text.trim() === '') {
          set({ notice: `a ${prompt.field} is required` })
          return
        }
        await decide(prompt.action, { field: prompt.field, value: prompt.text.trim() })
      },
    }
  })
