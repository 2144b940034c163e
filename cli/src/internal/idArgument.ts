import { usageFailure } from './failure.js'

/** A record id argument (`bourse withdrawals pay 12`): a whole number of at least 1, else bad usage. */
export const idArgument = (text: string | undefined): number => {
  const value = Number(text)
  if (text === undefined || !/^[1-9]\d*$/.test(text) || !Number.isSafeInteger(value))
    throw usageFailure(`the id must be a whole number of at least 1, got "${text ?? ''}"`)
  return value
}
