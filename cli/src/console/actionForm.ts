import { type Burst, oneLine } from '../terminal/keyBurst.js'

/** A field's text read: the value to send, or why not (in the reader's language). */
export type FieldReading = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly msg: string }

/** One line an action asks for: its label, a hint, what it starts with and how its text is read. */
export interface FormField {
  readonly label: string
  readonly hint?: string
  readonly initial?: string
  /** Shown as stars (a first password). */
  readonly secret?: boolean
  readonly read: (text: string) => FieldReading
}

/**
 * A console action that asks a few lines before its y/n question (issue 22): the fields (which may depend on the
 * values already given), the confirmation naming the amount, the account and the reason, and the call itself, which
 * answers the line to show — done, or the server's refusal.
 */
export interface ActionForm {
  readonly title: string
  readonly fields: (values: readonly string[]) => readonly FormField[]
  /** The y/n question; a form without one (a filter) runs at once. */
  readonly confirm?: (values: readonly string[]) => string
  readonly run: (values: readonly string[]) => Promise<string>
}

/** A form being filled: the values given so far, the current field's text, and its last refusal. */
export interface FormState {
  readonly form: ActionForm
  readonly values: readonly string[]
  readonly text: string
  readonly error: string | undefined
}

/** The field being typed, or undefined once every field is given. */
export const currentField = (state: FormState): FormField | undefined =>
  state.form.fields(state.values)[state.values.length]

/** A new form, at its first field. */
export const startForm = (form: ActionForm): FormState => {
  const state = { form, values: [], text: '', error: undefined }
  return { ...state, text: currentField(state)?.initial ?? '' }
}

/**
 * The form after a chunk of input: typed or pasted text, Backspaces, and Enter, which reads the field (staying on
 * it with the refusal shown) and moves to the next. `complete` is true once the last field is read.
 */
export const typeIntoForm = (state: FormState, burst: Burst): { state: FormState; complete: boolean } => {
  const chars = [...state.text]
  const text = `${chars.slice(0, Math.max(0, chars.length - burst.erase)).join('')}${oneLine(burst.text)}`.slice(0, 500)
  const typed = { ...state, text, error: burst.erase > 0 || burst.text !== '' ? undefined : state.error }
  const field = currentField(typed)
  if (!burst.enter || field === undefined) return { state: typed, complete: false }
  const reading = field.read(text)
  if (!reading.ok) return { state: { ...typed, error: reading.msg }, complete: false }
  const values = [...state.values, reading.value]
  const next = { ...typed, values, text: '', error: undefined }
  const following = currentField(next)
  return following
    ? { state: { ...next, text: following.initial ?? '' }, complete: false }
    : { state: next, complete: true }
}

/** A field that must not be blank: its trimmed text, else `msg`. */
export const required =
  (msg: string) =>
  (text: string): FieldReading =>
    text.trim() === '' ? { ok: false, msg } : { ok: true, value: text.trim() }

/** A field that may stay blank (a filter): its trimmed text. */
export const optional = (text: string): FieldReading => ({ ok: true, value: text.trim() })

/** A field that takes one of `words`. */
export const oneOf =
  (words: readonly string[], msg: string) =>
  (text: string): FieldReading =>
    words.includes(text.trim()) ? { ok: true, value: text.trim() } : { ok: false, msg }
