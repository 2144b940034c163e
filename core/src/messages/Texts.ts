import type { Language } from './Language.js'

/** One user-facing text in every interface language. `{name}` marks a parameter. */
export type Texts = { readonly [L in Language]: string }

/** A concept's own message table; the catalogue merges them all. */
export type MessageTable = Readonly<Record<string, Texts>>
