import { createStore, type StoreApi } from 'zustand/vanilla'
import type { StaffClient, StaffDataOf } from '../staff/staffClient.js'

export type TicketQueueItem = StaffDataOf<'/tickets/queue'>[number]
export type TicketThread = StaffDataOf<'/tickets/show'>

/** Which requests the queue shows: open and answered (oldest open first), open only, or closed (newest first). */
export const ticketFilters = ['active', 'waiting', 'closed'] as const
export type TicketFilter = (typeof ticketFilters)[number]

/** What the agent is typing: a reply, or the note of a close (optional). */
export interface TicketPrompt {
  readonly action: 'reply' | 'close'
  readonly text: string
}

export interface TicketDeskState {
  readonly filter: TicketFilter
  readonly items: readonly TicketQueueItem[]
  readonly selected: number
  /** The thread opened with Enter; reading it is one audited look-up, never repeated by a queue reload. */
  readonly thread: TicketThread | undefined
  readonly prompt: TicketPrompt | undefined
  readonly loading: boolean
  readonly sending: boolean
  readonly error: string | undefined
  /** The last action's outcome, e.g. "reply 12: done" or the server's refusal. */
  readonly notice: string | undefined
  load(): Promise<void>
  moveFilter(step: number): Promise<void>
  moveSelection(step: number): void
  /** Opens the highlighted request's thread (audited by the server). */
  open(): Promise<void>
  /** Back from the thread to the queue (the queue reloads). */
  back(): Promise<void>
  startReply(): void
  startClose(): void
  /** Adds typed or pasted text; a pasted line break ends nothing (the agent sends with Enter). */
  typePrompt(text: string): void
  erasePrompt(count: number): void
  cancelPrompt(): void
  /** Sends the reply (core's 2 000-character rule answers from the server) or the close. */
  submitPrompt(): Promise<void>
}

/** A reply can be up to 2 000 characters (core's `maxMessageLength`); the prompt keeps what the server would check. */
const promptLimit = 2000

/**
 * The console's help desk (DECISIONS §22): support's queue, the thread of one request (opened on Enter, audited
 * once), replies and closes typed in a prompt; the queue reloads after each action.
 */
export const createTicketDeskStore = (client: StaffClient): StoreApi<TicketDeskState> =>
  createStore<TicketDeskState>()((set, get) => {
    const selectedId = () => get().thread?.request.id ?? get().items[get().selected]?.request.id
    return {
      filter: 'active',
      items: [],
      selected: 0,
      thread: undefined,
      prompt: undefined,
      loading: false,
      sending: false,
      error: undefined,
      notice: undefined,
      load: async () => {
        const filter = get().filter
        set({ loading: true })
        const result = await client.call('/tickets/queue', { state: filter })
        if (get().filter !== filter) return
        if (!result.ok) {
          set({ loading: false, error: result.failure.msg, items: [] })
          return
        }
        // The highlighted request stays highlighted when new ones arrive above it (the live queue).
        const held = get().items[get().selected]?.request.id
        const kept = held === undefined ? -1 : result.data.findIndex((item) => item.request.id === held)
        set({
          loading: false,
          error: undefined,
          items: result.data,
          selected: kept >= 0 ? kept : Math.min(get().selected, Math.max(0, result.data.length - 1)),
        })
      },
      moveFilter: async (step) => {
        const index = ticketFilters.indexOf(get().filter)
        const next = ticketFilters[(index + step + ticketFilters.length) % ticketFilters.length] ?? 'active'
        set({ filter: next, items: [], selected: 0, thread: undefined, prompt: undefined, notice: undefined })
        await get().load()
      },
      moveSelection: (step) => {
        const count = get().items.length
        if (count > 0) set({ selected: Math.max(0, Math.min(count - 1, get().selected + step)) })
      },
      open: async () => {
        const id = get().items[get().selected]?.request.id
        if (id === undefined) return
        const result = await client.call('/tickets/show', { id: String(id) })
        set(result.ok ? { thread: result.data, error: undefined } : { error: result.failure.msg })
      },
      back: async () => {
        set({ thread: undefined, prompt: undefined })
        await get().load()
      },
      startReply: () => {
        if (selectedId() !== undefined) set({ prompt: { action: 'reply', text: '' }, notice: undefined })
      },
      startClose: () => {
        if (selectedId() !== undefined) set({ prompt: { action: 'close', text: '' }, notice: undefined })
      },
      typePrompt: (text) => {
        const prompt = get().prompt
        if (prompt) set({ prompt: { ...prompt, text: [...(prompt.text + text)].slice(0, promptLimit).join('') } })
      },
      erasePrompt: (count) => {
        const prompt = get().prompt
        if (prompt) set({ prompt: { ...prompt, text: [...prompt.text].slice(0, -count || undefined).join('') } })
      },
      cancelPrompt: () => set({ prompt: undefined }),
      submitPrompt: async () => {
        const prompt = get().prompt
        const id = selectedId()
        if (prompt === undefined || id === undefined || get().sending) return
        if (prompt.action === 'reply' && prompt.text.trim() === '') {
          set({ notice: 'a reply needs some text' })
          return
        }
        set({ sending: true })
        const note = prompt.text.trim()
        const result =
          prompt.action === 'reply'
            ? await client.call('/tickets/reply', { id, message: note })
            : await client.call('/tickets/close', { id, ...(note ? { reason: note } : {}) })
        set({
          sending: false,
          prompt: result.ok ? undefined : prompt,
          notice: `${prompt.action} ${id}: ${result.ok ? 'done' : result.failure.msg}`,
          ...(result.ok && get().thread ? { thread: result.data } : {}),
        })
        await get().load()
      },
    }
  })
