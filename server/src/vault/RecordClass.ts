/**
 * The kinds of secret data kept only encrypted (DECISIONS §28), each under data keys of its own: a key that leaks
 * or is rotated for one class leaves the others alone. `otpSecret`: the TOTP secrets of staff and investors.
 */
export type RecordClass = 'idNumber' | 'bankAccount' | 'idImage' | 'otpSecret'

export const recordClasses: readonly RecordClass[] = ['idNumber', 'bankAccount', 'idImage', 'otpSecret']

export const isRecordClass = (value: string): value is RecordClass =>
  (recordClasses as readonly string[]).includes(value)
