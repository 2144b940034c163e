import { createCipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * What the PDF standard security handler (ISO 32000-2, V5 R6, AES-256) stores for one password: the file key that
 * encrypts every string and stream, and the entries of the `/Encrypt` dictionary that let that password (and a
 * random owner password nobody keeps) recover it.
 */
export interface DocumentKeys {
  readonly fileKey: Buffer
  readonly u: Buffer
  readonly ue: Buffer
  readonly o: Buffer
  readonly oe: Buffer
  readonly perms: Buffer
}

/**
 * Printing (bits 3, 12), copying (5) and extraction for accessibility (10) allowed; changing, annotating, form
 * filling and assembling refused; the reserved bits 7–8 and 13–32 set as R6 requires. −1324 as a signed integer.
 */
export const permissions = -1324

/** SASLprep reduced to what matters for a typed password: NFKC, as UTF-8, at most 127 bytes. */
const passwordBytes = (password: string): Buffer => Buffer.from(password.normalize('NFKC'), 'utf8').subarray(0, 127)

/** Algorithm 2.B: the hardened hash of a password with an 8-byte salt (and, for the owner, the U entry). */
export const hardenedHash = (password: Buffer, salt: Buffer, userEntry: Buffer = Buffer.alloc(0)): Buffer => {
  let k = createHash('sha256').update(password).update(salt).update(userEntry).digest()
  for (let round = 0; ; round++) {
    const block = Buffer.concat([password, k, userEntry])
    const k1 = Buffer.alloc(block.length * 64)
    for (let i = 0; i < 64; i++) block.copy(k1, i * block.length)
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false)
    const e = Buffer.concat([cipher.update(k1), cipher.final()])
    let remainder = 0
    for (let i = 0; i < 16; i++) remainder += e[i] as number
    k = createHash(['sha256', 'sha384', 'sha512'][remainder % 3] as string)
      .update(e)
      .digest()
    if (round >= 63 && (e[e.length - 1] as number) <= round - 31) break
  }
  return k.subarray(0, 32)
}

const aes256NoPadding = (key: Buffer, data: Buffer): Buffer => {
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.alloc(16)).setAutoPadding(false)
  return Buffer.concat([cipher.update(data), cipher.final()])
}

/**
 * The keys of one user password (Algorithms 8, 9, 10 of ISO 32000-2): a fresh random file key, U/UE from the
 * password, Perms from the permissions. There is no owner password: O/OE are random bytes, which no password
 * matches (as if the owner password were random and thrown away), and cost nothing — the password's two hardened
 * hashes remain, so a caller keeps the result for the password rather than deriving it per file.
 */
export const documentKeysFor = (userPassword: string): DocumentKeys => {
  const fileKey = randomBytes(32)
  const user = passwordBytes(userPassword)
  const [userValidation, userKey] = [randomBytes(8), randomBytes(8)]
  const u = Buffer.concat([hardenedHash(user, userValidation), userValidation, userKey])
  const ue = aes256NoPadding(hardenedHash(user, userKey), fileKey)
  const [o, oe] = [randomBytes(48), randomBytes(32)]
  const block = Buffer.alloc(16)
  block.writeInt32LE(permissions, 0)
  block.fill(0xff, 4, 8)
  block.write('Tadb', 8, 'latin1')
  randomBytes(4).copy(block, 12)
  const ecb = createCipheriv('aes-256-ecb', fileKey, null).setAutoPadding(false)
  const perms = Buffer.concat([ecb.update(block), ecb.final()])
  return { fileKey, u, ue, o, oe, perms }
}

/** One string or stream encrypted for the file (AESV3): a random 16-byte IV, then AES-256-CBC with PKCS#7 padding. */
export const encryptForFile = (fileKey: Buffer, data: Buffer): Buffer => {
  const iv = randomBytes(16)
  const cipher = createCipheriv('aes-256-cbc', fileKey, iv)
  return Buffer.concat([iv, cipher.update(data), cipher.final()])
}

/** The `/Encrypt` dictionary of a file protected with `keys` (its own strings are never encrypted). */
export const encryptDictionary = (keys: DocumentKeys): string =>
  `<< /Filter /Standard /V 5 /R 6 /Length 256 /CF << /StdCF << /AuthEvent /DocOpen /CFM /AESV3 /Length 32 >> >> ` +
  `/StmF /StdCF /StrF /StdCF /O <${keys.o.toString('hex')}> /U <${keys.u.toString('hex')}> ` +
  `/OE <${keys.oe.toString('hex')}> /UE <${keys.ue.toString('hex')}> /P ${permissions} ` +
  `/Perms <${keys.perms.toString('hex')}> /EncryptMetadata true >>`
