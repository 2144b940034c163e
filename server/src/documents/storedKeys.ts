import type { DocumentKeys } from './protect/standardSecurity.js'
import type { StoredKeys } from './workerProtocol.js'

/** Keys as stored and sent to workers: every part as hex. */
export const storedKeysOf = (keys: DocumentKeys): StoredKeys => ({
  fileKey: keys.fileKey.toString('hex'),
  u: keys.u.toString('hex'),
  ue: keys.ue.toString('hex'),
  o: keys.o.toString('hex'),
  oe: keys.oe.toString('hex'),
  perms: keys.perms.toString('hex'),
})

/** Keys back from their stored form. */
export const keysOfStored = (stored: StoredKeys): DocumentKeys => ({
  fileKey: Buffer.from(stored.fileKey, 'hex'),
  u: Buffer.from(stored.u, 'hex'),
  ue: Buffer.from(stored.ue, 'hex'),
  o: Buffer.from(stored.o, 'hex'),
  oe: Buffer.from(stored.oe, 'hex'),
  perms: Buffer.from(stored.perms, 'hex'),
})
