import { createHash, type KeyObject, sign } from 'node:crypto'
import {
  childrenOf,
  nullValue,
  octetString,
  oid,
  readElement,
  sequence,
  set,
  smallInteger,
  tlv,
  utcTime,
} from './der.js'

/** The broker's signing identity: its private key and its certificate (DER), with the chain above it. */
export interface SigningIdentity {
  readonly key: KeyObject
  readonly certificate: Buffer
  readonly chain: readonly Buffer[]
}

const oids = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
}

/** The issuer name and serial number of a certificate, as CMS names the signer (IssuerAndSerialNumber). */
const issuerAndSerial = (certificate: Buffer): Buffer => {
  const tbs = childrenOf(certificate, readElement(certificate, 0))[0]
  if (!tbs) throw new Error('not a certificate')
  const fields = childrenOf(certificate, tbs)
  const skip = fields[0]?.tag === 0xa0 ? 1 : 0
  const serial = fields[skip]
  const issuer = fields[skip + 2]
  if (!serial || !issuer) throw new Error('certificate without serial or issuer')
  return sequence(certificate.subarray(issuer.start, issuer.end), certificate.subarray(serial.start, serial.end))
}

/**
 * A detached CMS SignedData (RFC 5652) over `content` — what `adbe.pkcs7.detached` puts in a PDF signature's
 * `/Contents`: SHA-256 digest, signed attributes (content type, signing time, message digest), the signature by
 * node:crypto (RSA PKCS#1 v1.5 or ECDSA), and the certificates.
 */
export const cmsSignature = (identity: SigningIdentity, content: Buffer, signingTime: Date): Buffer => {
  const digest = createHash('sha256').update(content).digest()
  const sha256 = sequence(oid(oids.sha256), nullValue)
  // DER orders a SET OF by encoding: content type (30 18 …), signing time (30 1c …), message digest (30 2f …).
  const attributes = [
    sequence(oid(oids.contentType), set(oid(oids.data))),
    sequence(oid(oids.signingTime), set(utcTime(signingTime))),
    sequence(oid(oids.messageDigest), set(octetString(digest))),
  ]
  const signed = set(...attributes)
  const ec = identity.key.asymmetricKeyType === 'ec'
  const signature = sign('sha256', signed, identity.key)
  const signerInfo = sequence(
    smallInteger(1),
    issuerAndSerial(identity.certificate),
    sha256,
    tlv(0xa0, ...attributes),
    ec ? sequence(oid(oids.ecdsaWithSha256)) : sequence(oid(oids.rsaEncryption), nullValue),
    octetString(signature),
  )
  const signedData = sequence(
    smallInteger(1),
    set(sha256),
    sequence(oid(oids.data)),
    tlv(0xa0, identity.certificate, ...identity.chain),
    set(signerInfo),
  )
  return sequence(oid(oids.signedData), tlv(0xa0, signedData))
}

/**
 * The most bytes `cmsSignature` can take with `identity`: its certificates, the signature (the key's size), and a
 * margin for the structure and signed attributes (about 350 bytes). A file reserves this much, no more.
 */
export const signatureSizeBound = (identity: SigningIdentity): number => {
  const bits = identity.key.asymmetricKeyDetails?.modulusLength ?? 1024
  return identity.certificate.length + identity.chain.reduce((sum, der) => sum + der.length, 0) + bits / 8 + 600
}
