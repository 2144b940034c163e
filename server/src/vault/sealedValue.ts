import { isRecordClass, type RecordClass } from './RecordClass.js'

/** Which key sealed a value: its record class and the data key's version. */
export interface SealLabel {
  readonly recordClass: RecordClass
  readonly version: number
}

const format = 'vault1'

/** The header every sealed value starts with: `vault1:<class>:<version>:`. */
export const sealHeader = (label: SealLabel): string => `${format}:${label.recordClass}:${label.version}:`

/** What is authenticated with a sealed value: its label and the record it belongs to (so it cannot be moved). */
export const associatedData = (label: SealLabel, context: string): string =>
  `${label.recordClass}:${label.version}:${context}`

/** True for a value in the vault's format (text or bytes), whatever its key. */
export const isSealed = (value: string | Buffer): boolean =>
  (typeof value === 'string' ? value : value.subarray(0, format.length + 1).toString('latin1')).startsWith(`${format}:`)

/** Splits a sealed value into its label and its body (nonce ‖ tag ‖ ciphertext); `undefined` when not sealed. */
export const parseSealed = (value: string | Buffer): { label: SealLabel; body: Buffer } | undefined => {
  const head = typeof value === 'string' ? value : value.subarray(0, 64).toString('latin1')
  const match = /^vault1:([A-Za-z]+):(\d+):/.exec(head)
  if (!match || !isRecordClass(match[1] ?? '')) return undefined
  const label: SealLabel = { recordClass: match[1] as RecordClass, version: Number(match[2]) }
  const rest = typeof value === 'string' ? value.slice(match[0].length) : value.subarray(match[0].length)
  return { label, body: typeof rest === 'string' ? Buffer.from(rest, 'base64url') : rest }
}
