/** How many one-time recovery codes a second factor comes with, and how long each is (50 random bits). */
export const recoveryCodeRule = { count: 10, length: 10 } as const

/** Crockford's base32 digits: no i, l, o or u, so a code read aloud or off paper is not misread. */
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz'

/**
 * A recovery code from `recoveryCodeRule.length` random bytes (the caller draws them; core draws nothing), written
 * in two groups of five: bytes 0, 1, …, 9 → "01234-56789"; each byte counts modulo 32, so 32 → "0".
 */
export const recoveryCodeOf = (bytes: ArrayLike<number>): string => {
  const digits = Array.from({ length: recoveryCodeRule.length }, (_, i) => alphabet[(bytes[i] ?? 0) % 32]).join('')
  return `${digits.slice(0, 5)}-${digits.slice(5)}`
}

/**
 * A typed recovery code in its stored form (lower case, no dash or space; o read as 0, i and l as 1), or undefined
 * when it cannot be one: "01234-56789" and "O1234 56789" both read "0123456789"; "12345" does not read.
 */
export const readRecoveryCode = (text: string): string | undefined => {
  const plain = text.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1')
  if (plain.length !== recoveryCodeRule.length) return undefined
  return [...plain].every((char) => alphabet.includes(char)) ? plain : undefined
}
