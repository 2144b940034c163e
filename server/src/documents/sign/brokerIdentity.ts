import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import forge from 'node-forge'
import type { SigningIdentity } from './cmsSignature.js'

/** The signing identity with what a document says about it: the signer's name and whether it is the demo key. */
export interface BrokerIdentity extends SigningIdentity {
  readonly signer: string
  readonly demoKey: boolean
}

/** The parts of an identity that cross to a worker thread (a `KeyObject` is sent as PEM). */
export interface PortableIdentity {
  readonly keyPem: string
  readonly certificate: Uint8Array
  readonly chain: readonly Uint8Array[]
  readonly signer: string
  readonly demoKey: boolean
}

const commonNameOf = (certificate: Buffer): string => {
  const subject = new X509Certificate(certificate).subject
  return /CN=([^\n]+)/.exec(subject)?.[1] ?? subject
}

/**
 * The broker's key and certificate from a PKCS#12 file (`BOURSE_SIGNING_P12`, its passphrase in
 * `BOURSE_SIGNING_PASSPHRASE`): the first key and the certificate that matches it, the other certificates as its
 * chain. node-forge reads the container once; signing itself is node:crypto's.
 */
export const identityFromP12 = (file: string, passphrase: string): BrokerIdentity => {
  const p12 = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(readFileSync(file).toString('binary'))),
    passphrase,
  )
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? []
  const keyBag = bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag as string)[0] ?? bagsOf(forge.pki.oids.keyBag as string)[0]
  const certificates: Buffer[] = bagsOf(forge.pki.oids.certBag as string).flatMap((bag) =>
    bag.cert ? [Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes(), 'binary')] : [],
  )
  if (!keyBag?.key || certificates.length === 0) throw new Error(`${file} holds no private key with a certificate`)
  const key = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key))
  const own = certificates.find((der) => new X509Certificate(der).checkPrivateKey(key)) ?? (certificates[0] as Buffer)
  return {
    key,
    certificate: own,
    chain: certificates.filter((der) => der !== own),
    signer: commonNameOf(own),
    demoKey: false,
  }
}

/**
 * The demo identity: a self-signed RSA-2048 certificate for "<broker> demo signing key", generated into the data
 * folder at first start (`document-signing-key.pem`, `document-signing-cert.pem`, 0600) and read from there after.
 */
export const demoIdentity = (dataDir: string, broker: string): BrokerIdentity => {
  const keyFile = join(dataDir, 'document-signing-key.pem')
  const certFile = join(dataDir, 'document-signing-cert.pem')
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const certificate = forge.pki.createCertificate()
    certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString())
    certificate.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`
    certificate.validity.notBefore = new Date(Date.now() - 86_400_000)
    certificate.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000)
    const name = [
      { name: 'commonName', value: `${broker} demo signing key` },
      { name: 'organizationName', value: `${broker} (simulated brokerage)` },
    ]
    certificate.setSubject(name)
    certificate.setIssuer(name)
    certificate.setExtensions([
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    ])
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    certificate.sign(forge.pki.privateKeyFromPem(pem), forge.md.sha256.create())
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    writeFileSync(keyFile, pem, { mode: 0o600 })
    writeFileSync(certFile, forge.pki.certificateToPem(certificate), { mode: 0o600 })
  }
  const key = createPrivateKey(readFileSync(keyFile))
  const certificate = Buffer.from(new X509Certificate(readFileSync(certFile)).raw)
  return { key, certificate, chain: [], signer: commonNameOf(certificate), demoKey: true }
}

/** The identity in a form a worker thread can receive. */
export const portable = (identity: BrokerIdentity): PortableIdentity => ({
  keyPem: identity.key.export({ type: 'pkcs8', format: 'pem' }).toString(),
  certificate: identity.certificate,
  chain: identity.chain,
  signer: identity.signer,
  demoKey: identity.demoKey,
})

/** The identity back from its portable form (in the worker). */
export const fromPortable = (identity: PortableIdentity): BrokerIdentity => ({
  key: createPrivateKey(identity.keyPem),
  certificate: Buffer.from(identity.certificate),
  chain: identity.chain.map((der) => Buffer.from(der)),
  signer: identity.signer,
  demoKey: identity.demoKey,
})
