import { type DomainError, domainError } from '../errors/DomainError.js'
import { fail, ok, type Result } from '../errors/Result.js'

/** The longest message of a thread, in characters (DECISIONS §22). */
export const maxMessageLength = 2000

/** The most images one message carries (DECISIONS §22; each an upload under §18). */
export const maxImages = 3

/** A message as written: its text (trimmed) and the keys of the images uploaded with it. */
export interface HelpMessageDraft {
  readonly text: string
  readonly images: readonly string[]
}

/** Counts characters as people do (a CJK character or an emoji is one), not UTF-16 units. */
const lengthOf = (text: string): number => [...text].length

const refusalOf = (draft: HelpMessageDraft): DomainError | undefined => {
  const text = draft.text.trim()
  if (text === '') return domainError('helpMessageRequired')
  if (lengthOf(text) > maxMessageLength) return domainError('helpMessageTooLong', { max: String(maxMessageLength) })
  if (draft.images.length > maxImages) return domainError('helpTooManyImages', { max: String(maxImages) })
  if (new Set(draft.images).size !== draft.images.length) return domainError('helpImageTwice')
  return undefined
}

/**
 * Checks one message: text required, at most 2 000 characters after trimming, at most 3 distinct images.
 * `checkMessage({text: ' Where is my money? ', images: []})` is ok with the text "Where is my money?".
 */
export const checkMessage = (draft: HelpMessageDraft): Result<HelpMessageDraft> => {
  const refusal = refusalOf(draft)
  return refusal ? fail(refusal) : ok({ text: draft.text.trim(), images: [...draft.images] })
}
