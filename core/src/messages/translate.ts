import { type MessageKey, textsOf } from './catalogue.js'
import type { Language } from './Language.js'

export type MessageParams = Readonly<Record<string, string>>

/** The text of `key` in `language` with `{param}` placeholders filled: `translate('requiredField', 'en', {field: 'phone'})`. */
export const translate = (key: MessageKey, language: Language, params: MessageParams = {}): string =>
  textsOf(key)[language].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
