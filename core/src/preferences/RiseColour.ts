import type { Language } from '../messages/Language.js'

/**
 * How a rise and a fall are coloured (DECISIONS §19): `redUp` (rise red, fall green, the Chinese markets'
 * convention) or `greenUp` (rise green, fall red, the Western and Indian one). One choice applies everywhere.
 */
export const riseColours = ['redUp', 'greenUp'] as const
export type RiseColour = (typeof riseColours)[number]

/** Local-storage key of the saved choice; absent means "follow the language". */
export const riseColourStorageKey = 'riseColour'

/** The default follows the chosen language's market: red-up for zh-CN and zh-TW, green-up for English. */
export const defaultRiseColour = (language: Language): RiseColour => (language === 'en' ? 'greenUp' : 'redUp')

/** Reads a saved choice; nothing saved or anything unreadable is undefined (then the language decides). */
export const parseRiseColour = (stored: string | null | undefined): RiseColour | undefined =>
  riseColours.includes(stored as RiseColour) ? (stored as RiseColour) : undefined

/** The colour in use: the saved choice, else the language's default. */
export const effectiveRiseColour = (saved: RiseColour | undefined, language: Language): RiseColour =>
  saved ?? defaultRiseColour(language)
