import type { Language } from '../messages/Language.js'

/** The seeded products' kinds ("Daily financing, 5 days"), each in the three languages. */
const kinds: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  Daily: { en: 'Daily financing', 'zh-CN': '按天配资', 'zh-TW': '按天配資' },
  Monthly: { en: 'Monthly financing', 'zh-CN': '按月配资', 'zh-TW': '按月配資' },
}

const daysWord: Readonly<Record<Language, (days: string) => string>> = {
  en: (days) => `${days} days`,
  'zh-CN': (days) => `${days} 天`,
  'zh-TW': (days) => `${days} 天`,
}

const comma: Readonly<Record<Language, string>> = { en: ', ', 'zh-CN': '，', 'zh-TW': '，' }

/**
 * A financing product's name in `language`: the products named as the server seeds them ("Daily financing, 5 days",
 * "Monthly financing, 30 days") in the reader's words; a name staff typed otherwise stays as typed.
 * Example: ("Daily financing, 5 days", 'zh-CN') → "按天配资，5 天"; ("VIP plan", 'zh-CN') → "VIP plan".
 */
export const financingProductName = (name: string, language: Language): string => {
  const seeded = /^(Daily|Monthly) financing, (\d+) days$/.exec(name)
  const kind = seeded && kinds[seeded[1] ?? '']
  if (!seeded || !kind) return name
  return `${kind[language]}${comma[language]}${daysWord[language](seeded[2] ?? '')}`
}
