import { createHash } from 'node:crypto'
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { failpoint } from '../crash/failpoint.js'
import { documentFromFacts } from './documentFromFacts.js'
import { renderProtected, signRendered } from './issueFile.js'
import { createMailer } from './mail/mailer.js'
import { documentKeysFor } from './protect/standardSecurity.js'
import { fromPortable } from './sign/brokerIdentity.js'
import { signatureSizeBound } from './sign/cmsSignature.js'
import { keysOfStored, storedKeysOf } from './storedKeys.js'
import type {
  DocumentSummary,
  IssueRequest,
  MailRequest,
  StoredKeys,
  WorkerReply,
  WorkerSetup,
} from './workerProtocol.js'

/**
 * A document worker thread: renders, protects and signs documents and hands them to SMTP, so none of it runs on the
 * main thread that answers orders. On Linux it lowers its own thread's priority (nice 19, as the password workers
 * do): when the cores are contended, trading runs first.
 */
const setup = workerData as WorkerSetup
const identity = fromPortable(setup.identity)
const signatureRoom = signatureSizeBound(identity)
const mailer = setup.smtpUrl === undefined ? undefined : createMailer(setup.smtpUrl)
if (process.platform === 'linux') {
  try {
    setPriority(19)
  } catch {}
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300)

/** Writes `bytes` to `file` whole or not at all (a crash leaves no half file under the final name). */
const writeWhole = (file: string, bytes: Buffer) => {
  writeFileSync(`${file}.part`, bytes, { mode: 0o600 })
  renameSync(`${file}.part`, file)
}

const issue = async (request: IssueRequest): Promise<WorkerReply> => {
  let derivedKeys: StoredKeys | undefined
  let rendered: Buffer
  let summary: DocumentSummary
  const failed = (stage: 'render' | 'sign', error: unknown): WorkerReply => ({
    id: request.id,
    ok: false,
    stage,
    message: message(error),
    ...(derivedKeys ? { derivedKeys } : {}),
  })
  try {
    if (request.renderedFile !== undefined) {
      rendered = readFileSync(request.renderedFile)
      summary = JSON.parse(readFileSync(`${request.renderedFile}.json`, 'utf8')) as DocumentSummary
    } else {
      failpoint('documents.render')
      const keys = 'password' in request.keys ? documentKeysFor(request.keys.password) : keysOfStored(request.keys)
      if ('password' in request.keys) derivedKeys = storedKeysOf(keys)
      const issuer = { broker: request.issuer.broker, signer: identity.signer, demoKey: identity.demoKey }
      const document = documentFromFacts(request.facts, issuer, request.issuedAt)
      if (document === undefined)
        return { id: request.id, ok: true, type: 'empty', ...(derivedKeys ? { derivedKeys } : {}) }
      rendered = renderProtected(document.sheet, keys, signatureRoom)
      summary = document.summary
    }
  } catch (error) {
    return failed('render', error)
  }
  let signed: Buffer
  try {
    failpoint('documents.sign')
    signed = await signRendered(rendered, identity, new Date(request.issuedAt))
  } catch (error) {
    // Kept beside the final file, so the retry only signs.
    if (request.renderedFile === undefined) {
      writeWhole(`${request.file}.rendered`, rendered)
      writeFileSync(`${request.file}.rendered.json`, JSON.stringify(summary))
    }
    return failed('sign', error)
  }
  writeWhole(request.file, signed)
  if (request.renderedFile !== undefined) {
    rmSync(request.renderedFile, { force: true })
    rmSync(`${request.renderedFile}.json`, { force: true })
  }
  return {
    id: request.id,
    ok: true,
    type: 'issued',
    bytes: signed.length,
    sha256: createHash('sha256').update(signed).digest('hex'),
    summary,
    ...(derivedKeys ? { derivedKeys } : {}),
  }
}

const mail = async (request: MailRequest): Promise<WorkerReply> => {
  try {
    if (mailer === undefined) throw new Error('no mail server configured (BOURSE_SMTP_URL)')
    await mailer.send(request.message)
    failpoint('documents.mailAccepted')
    return { id: request.id, ok: true, type: 'mailed' }
  } catch (error) {
    return { id: request.id, ok: false, stage: 'mail', message: message(error) }
  }
}

/**
 * Issue requests wait in a queue and run one per turn of the event loop, so the SMTP conversations of the mail
 * requests (several round trips each) go on between two documents rather than after the whole queue.
 */
const issues: IssueRequest[] = []
let issuing = false
const drain = async () => {
  if (issuing) return
  issuing = true
  for (let next = issues.shift(); next !== undefined; next = issues.shift()) {
    parentPort?.postMessage(await issue(next))
    await new Promise((resolve) => setImmediate(resolve))
  }
  issuing = false
}

parentPort?.on('message', (request: IssueRequest | MailRequest | { type: 'stop' }) => {
  if (request.type === 'stop') {
    mailer?.close()
    parentPort?.close()
    setImmediate(() => process.exit(0))
  } else if (request.type === 'mail') void mail(request).then((reply) => parentPort?.postMessage(reply))
  else {
    issues.push(request)
    void drain()
  }
})
