import type { Language } from '@bourse/core'

/**
 * `fetch` that asks the server to answer in `language` (its `lang` header), so the console shows a refusal in the
 * reader's language as it shows its own checks.
 */
export const fetchIn =
  (language: Language, base: typeof fetch = globalThis.fetch): typeof fetch =>
  (input, init) =>
    base(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), lang: language } })
