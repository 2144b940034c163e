/** The three interface languages, as stored under the local-storage key `language`. */
export const languages = ['en', 'zh-CN', 'zh-TW'] as const
export type Language = (typeof languages)[number]

/** DECISIONS §0: the initial interface language when nothing is stored and the browser's is unsupported. */
export const defaultLanguage: Language = 'zh-CN'

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language)

/** Picks the stored language, else the browser's if supported (`zh-HK` reads as `zh-TW`), else zh-CN. */
export const initialLanguage = (stored: string | null | undefined, browser: string | undefined): Language => {
  if (isLanguage(stored)) return stored
  const lower = (browser ?? '').toLowerCase()
  if (lower.startsWith('en')) return 'en'
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-hant' || lower.startsWith('zh-hant')) return 'zh-TW'
  if (lower.startsWith('zh')) return 'zh-CN'
  return defaultLanguage
}
