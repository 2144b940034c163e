import { type Api, domainError, HelpDesk, Identity } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import type { PickedImage } from '../identity/kycStore.js'
import type { LiveConnection } from '../live/liveConnection.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'
import { type LinkedRecordChoice, loadLinkedRecordChoices } from './linkedRecordChoices.js'

export type HelpRequestSummary = Api.DataOf<'/user/helpDesk/list.do'>[number]
export type HelpThread = Api.DataOf<'/user/helpDesk/show.do'>

/** An image attached to the message being written: its key once uploaded, and its preview. */
export interface HelpImage {
  readonly key: string
  readonly preview: string
}

/** The message being written: a new request's topic and record, or a reply in the open thread. */
export interface HelpDraft {
  readonly topic: HelpDesk.HelpTopic | undefined
  readonly message: string
  readonly images: readonly HelpImage[]
  readonly linked: HelpDesk.LinkedRecord | undefined
}

export interface HelpDeskState {
  /** The investor's requests, most recently active first; undefined until loaded. */
  readonly requests: readonly HelpRequestSummary[] | undefined
  /** The thread on screen. */
  readonly thread: HelpThread | undefined
  readonly draft: HelpDraft
  readonly uploading: boolean
  readonly sending: boolean
  readonly failure: ApiFailure | undefined
  /** The investor's records of the kind chosen for a new request; undefined until read (or unreadable). */
  readonly choices:
    | { readonly kind: HelpDesk.LinkedRecordKind; readonly list: readonly LinkedRecordChoice[] }
    | undefined
  loadList(): Promise<void>
  /**
   * Opens a thread (the server marks its replies read) and follows it until `leave`: a change of it on the live account
   * channel (a reply, a close) reads it again, as does a reconnect.
   */
  open(id: number): Promise<MoneyOutcome>
  /** The thread is no longer on screen: stop following it. */
  leave(): void
  /** Sets the kind of the record the request concerns (none: undefined) and reads the investor's records of it. */
  chooseKind(kind: HelpDesk.LinkedRecordKind | undefined): Promise<void>
  setTopic(topic: HelpDesk.HelpTopic): void
  setMessage(message: string): void
  setLinked(linked: HelpDesk.LinkedRecord | undefined): void
  /** Uploads an image through `/user/upload.do` (≤ 10 MB, at most 3 per message, core's limits). */
  attach(image: PickedImage): Promise<MoneyOutcome>
  detach(key: string): void
  /** Files the draft as a new request (core's checks first); the new thread becomes the one on screen. */
  create(): Promise<MoneyOutcome<{ readonly id: number }>>
  /** Sends the draft into the thread on screen. */
  write(): Promise<MoneyOutcome>
  /** Reopens the thread on screen (within 7 days of its closing). */
  reopen(): Promise<MoneyOutcome>
}

const emptyDraft: HelpDraft = { topic: undefined, message: '', images: [], linked: undefined }

/**
 * The help desk of /service (DECISIONS §22): the list, a thread, a new request and replies. With `live`, the thread
 * on screen follows the investor's account channel (`helpDesk` changes name the thread): no polling.
 */
export const createHelpDeskStore = (
  client: ApiClient,
  deps: { readonly live?: LiveConnection } = {},
): StoreApi<HelpDeskState> => {
  const creating = createMutation(client, '/user/helpDesk/create.do')
  const writing = createMutation(client, '/user/helpDesk/write.do')
  const reopening = createMutation(client, '/user/helpDesk/reopen.do')
  return createStore<HelpDeskState>()((set, get) => {
    const setDraft = (change: Partial<HelpDraft>) => set({ draft: { ...get().draft, ...change } })
    const checkedDraft = () =>
      HelpDesk.checkMessage({ text: get().draft.message, images: get().draft.images.map((image) => image.key) })
    const imagesField = (keys: readonly string[]) => (keys.length > 0 ? { images: keys.join(',') } : {})
    // The thread on screen: a change the socket names for it (or a gap) reads it again, and the list with it.
    let following: number | undefined
    deps.live?.getState().listen((event) => {
      if (following === undefined) return
      const named =
        event.kind === 'account' &&
        event.changes.some((change) => change.topic === 'helpDesk' && change.ref === String(following))
      if (!named && !(event.kind === 'resync' && event.channel === 'account')) return
      void get().open(following)
    })
    const sent = (thread: HelpThread, msg: string) => {
      set({ thread, draft: emptyDraft, sending: false })
      void get().loadList()
      return { ok: true as const, msg }
    }
    return {
      requests: undefined,
      thread: undefined,
      draft: emptyDraft,
      uploading: false,
      sending: false,
      failure: undefined,
      choices: undefined,
      loadList: async () => {
        const result = await client.call('/user/helpDesk/list.do', {})
        set(result.ok ? { requests: result.data, failure: undefined } : { failure: result.failure })
      },
      open: async (id) => {
        following = id
        const result = await client.call('/user/helpDesk/show.do', { id: String(id) })
        if (!result.ok) {
          set({ failure: result.failure })
          return refusedWith(result.failure)
        }
        const requests = get().requests?.map((row) => (row.id === id ? result.data.request : row))
        set({ thread: result.data, failure: undefined, ...(requests ? { requests } : {}) })
        return { ok: true, msg: result.msg }
      },
      leave: () => {
        following = undefined
      },
      chooseKind: async (kind) => {
        setDraft({ linked: kind === undefined ? undefined : { kind, id: '' } })
        set({ choices: undefined })
        if (kind === undefined) return
        const list = await loadLinkedRecordChoices(client, kind)
        // a later choice of kind wins over this one's answer
        if (list !== undefined && get().draft.linked?.kind === kind) set({ choices: { kind, list } })
      },
      setTopic: (topic) => setDraft({ topic }),
      setMessage: (message) => setDraft({ message }),
      setLinked: (linked) => setDraft({ linked }),
      attach: async (image) => {
        if (get().draft.images.length >= HelpDesk.maxImages)
          return refusedBy(client, domainError('helpTooManyImages', { max: String(HelpDesk.maxImages) }))
        if (image.size > Identity.maxImageBytes) return refusedBy(client, domainError('identityImageTooLarge'))
        set({ uploading: true })
        try {
          const preview = await image.read()
          const result = await client.call('/user/upload.do', { upload_file: preview })
          if (!result.ok) return refusedWith(result.failure)
          setDraft({ images: [...get().draft.images, { key: result.data.url, preview }] })
          return { ok: true, msg: result.msg }
        } catch {
          return refusedBy(client, domainError('identityImageUnreadable'))
        } finally {
          set({ uploading: false })
        }
      },
      detach: (key) => setDraft({ images: get().draft.images.filter((image) => image.key !== key) }),
      create: async () => {
        const { topic, linked } = get().draft
        if (topic === undefined) return refusedBy(client, domainError('helpTopicUnknown'))
        const checked = checkedDraft()
        if (!checked.ok) return refusedBy(client, checked.error)
        set({ sending: true })
        const result = await creating.run({
          topic,
          message: checked.value.text,
          ...imagesField(checked.value.images),
          // a kind chosen but no record picked concerns no record
          ...(linked?.id ? { linkedKind: linked.kind, linkedId: linked.id } : {}),
        })
        if (!result.ok) {
          set({ sending: false })
          return refusedWith(result.failure)
        }
        return { ...sent(result.data, result.msg), id: result.data.request.id }
      },
      write: async () => {
        const thread = get().thread
        if (!thread) return refusedBy(client, domainError('helpRequestNotFound'))
        const checked = checkedDraft()
        if (!checked.ok) return refusedBy(client, checked.error)
        set({ sending: true })
        const result = await writing.run({
          id: String(thread.request.id),
          message: checked.value.text,
          ...imagesField(checked.value.images),
        })
        if (!result.ok) {
          set({ sending: false })
          return refusedWith(result.failure)
        }
        return sent(result.data, result.msg)
      },
      reopen: async () => {
        const thread = get().thread
        if (!thread) return refusedBy(client, domainError('helpRequestNotFound'))
        const result = await reopening.run({ id: String(thread.request.id) })
        if (!result.ok) return refusedWith(result.failure)
        set({ thread: result.data })
        void get().loadList()
        return { ok: true, msg: result.msg }
      },
    }
  })
}
