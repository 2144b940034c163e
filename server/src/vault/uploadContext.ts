/** What a stored image is sealed to: its own upload key, so that a file copied under another name does not open. */
export const uploadContextOf = (key: string): string => `upload:${key}`
