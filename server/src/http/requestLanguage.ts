import { type Language, languages } from '@bourse/core'

/**
 * The language of the reply's `msg`: the client's `lang` header (the spec's clients send `en-IN`), else
 * Accept-Language, else English. `zh-HK`/`zh-Hant` read as traditional Chinese.
 */
export const requestLanguage = (headers: Readonly<Record<string, string | string[] | undefined>>): Language => {
  const raw = headers.lang ?? headers['accept-language'] ?? ''
  const first = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim().toLowerCase() ?? ''
  if (languages.includes(first as Language)) return first as Language
  if (first === 'zh-cn' || first.startsWith('zh-hans') || first === 'zh') return 'zh-CN'
  if (first === 'zh-tw' || first === 'zh-hk' || first.startsWith('zh-hant')) return 'zh-TW'
  return 'en'
}
