import { type Api, Documents, type Language } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'

export type ContractNoteItem = Api.DataOf<'/user/contractNotes/list.do'>[number]
export type DocumentSettings = Api.DataOf<'/user/documentSettings/get.do'>

export interface ContractNotesState {
  /** The investor's issued notes and statements, newest first; undefined until loaded. */
  readonly notes: readonly ContractNoteItem[] | undefined
  readonly settings: DocumentSettings | undefined
  readonly failure: ApiFailure | undefined
  load(): Promise<void>
  /** Where the browser downloads a document (`GET /prod-api/user/contractNotes/file.do`, the session's cookie). */
  fileUrl(id: number): string
  /** Mails a document again to the confirmed address. */
  resend(id: number): Promise<MoneyOutcome>
  /** Asks for a confirmation code at a new address (core's address rule first). */
  askCode(email: string): Promise<MoneyOutcome>
  confirm(code: string): Promise<MoneyOutcome>
  /** The password documents issued from now on open with (core's rule first). */
  setPassword(password: string): Promise<MoneyOutcome>
  setLanguage(language: Language): Promise<MoneyOutcome>
}

/** The investor's contract notes and statements and their document settings (DECISIONS §27). */
export const createContractNotesStore = (client: ApiClient, basePath = '/prod-api'): StoreApi<ContractNotesState> => {
  const resending = createMutation(client, '/user/contractNotes/resend.do')
  const asking = createMutation(client, '/user/documentSettings/email.do')
  const confirming = createMutation(client, '/user/documentSettings/confirm.do')
  const passwords = createMutation(client, '/user/documentSettings/password.do')
  const languages = createMutation(client, '/user/documentSettings/language.do')
  return createStore<ContractNotesState>()((set) => {
    const settled = (result: Awaited<ReturnType<typeof asking.run>>): MoneyOutcome => {
      if (!result.ok) return refusedWith(result.failure)
      set({ settings: result.data })
      return { ok: true, msg: result.msg }
    }
    return {
      notes: undefined,
      settings: undefined,
      failure: undefined,
      load: async () => {
        const [notes, settings] = await Promise.all([
          client.call('/user/contractNotes/list.do', {}),
          client.call('/user/documentSettings/get.do', {}),
        ])
        if (!notes.ok) return set({ failure: notes.failure })
        if (!settings.ok) return set({ failure: settings.failure })
        set({ notes: notes.data, settings: settings.data, failure: undefined })
      },
      fileUrl: (id) => `${basePath}/user/contractNotes/file.do?id=${id}`,
      resend: async (id) => {
        const result = await resending.run({ id: String(id) })
        return result.ok ? { ok: true, msg: result.msg } : refusedWith(result.failure)
      },
      askCode: async (email) => {
        const refusal = Documents.emailRefusal(email.trim())
        if (refusal) return refusedBy(client, refusal)
        return settled(await asking.run({ email: email.trim() }))
      },
      confirm: async (code) => settled(await confirming.run({ code: code.trim() })),
      setPassword: async (password) => {
        const refusal = Documents.documentPasswordRefusal(password)
        if (refusal) return refusedBy(client, refusal)
        return settled(await passwords.run({ password }))
      },
      setLanguage: async (language) => settled(await languages.run({ language })),
    }
  })
}
