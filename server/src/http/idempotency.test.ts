import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config.js'
import { openSqlite } from '../store/openSqlite.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'
import { withDataVault } from '../vault/openDataVault.js'
import type { AppContext } from './AppContext.js'
import { buildApp } from './buildApp.js'
import { requireUser } from './currentUser.js'
import { refusal, success } from './envelope.js'
import { idempotent } from './idempotency.js'

const now = Date.parse('2026-11-23T02:00:00Z')
let dataDir: string
let db: SqlConnection
let app: FastifyInstance
let url: string
let asha: TestInvestor
let rahul: TestInvestor

const notesOf = (userId: number) =>
  db
    .prepare('SELECT text FROM messages WHERE user_id = ? ORDER BY id')
    .all(userId)
    .map((row) => (row as { text: string }).text)

/** A demo command: appends a note to the caller's messages and answers how many notes there are. */
const addDemoRoute = (context: AppContext) => {
  app.post('/prod-api/user/test/note.do', async (request) => {
    const signedIn = requireUser(request)
    if (!signedIn.ok) return signedIn.refusal
    const { text } = request.body as { text?: string }
    const { userId } = signedIn.user
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        db.prepare('INSERT INTO messages (user_id, text, at) VALUES (?, ?, ?)').run(userId, text ?? '', context.now())
        // The insert above is rolled back: a refusal writes nothing.
        if (text === undefined || text === '' || text === 'refuse') return refusal('text is required')
        return success({ notes: notesOf(userId).length })
      }),
    )
  })
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bourse-idempotency-'))
  const config = readConfig({ BOURSE_DEMO: 'off', BOURSE_DATA_DIR: dataDir, PORT: '0' }, process.cwd())
  db = withDataVault(openSqlite(join(dataDir, 'bourse.sqlite')), dataDir)
  const context: AppContext = { config, db, now: () => now }
  app = await buildApp(context)
  addDemoRoute(context)
  url = await app.listen({ port: 0, host: '127.0.0.1' })
  asha = createTestInvestor(db, now)
  rahul = createTestInvestor(db, now)
})
afterAll(async () => {
  await app.close()
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const note = async (who: TestInvestor, fields: Record<string, string>, key?: string) => {
  const response = await fetch(`${url}/prod-api/user/test/note.do`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      USERTOKEN: who.token,
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body: new URLSearchParams(fields).toString(),
  })
  return response.json()
}

describe('idempotent commands over real HTTP', () => {
  it('answers a repeat with the same key and body with the first response and runs nothing', async () => {
    const first = await note(asha, { text: 'one' }, 'key-1')
    expect(first).toEqual({ status: 0, msg: 'ok', data: { notes: 1 } })
    expect(await note(asha, { text: 'one' }, 'key-1')).toEqual(first)
    expect(await note(asha, { text: 'one' }, 'key-1')).toEqual(first)
    expect(notesOf(asha.userId)).toEqual(['one'])
  })

  it('refuses the same key with a different body and changes nothing', async () => {
    expect(await note(asha, { text: 'two' }, 'key-1')).toEqual({
      status: 1,
      msg: 'This Idempotency-Key was already used for a different request',
      data: null,
    })
    expect(notesOf(asha.userId)).toEqual(['one'])
  })

  it('reads field order as irrelevant: the same fields in another order are the same request', async () => {
    const first = await note(asha, { text: 'three', extra: 'x' }, 'key-order')
    expect(await note(asha, { extra: 'x', text: 'three' }, 'key-order')).toEqual(first)
    expect(notesOf(asha.userId)).toEqual(['one', 'three'])
  })

  it('scopes keys to the user', async () => {
    expect(await note(rahul, { text: 'one' }, 'key-1')).toEqual({ status: 0, msg: 'ok', data: { notes: 1 } })
    expect(notesOf(rahul.userId)).toEqual(['one'])
  })

  it('runs every request without a key', async () => {
    await note(rahul, { text: 'again' })
    expect(await note(rahul, { text: 'again' })).toEqual({ status: 0, msg: 'ok', data: { notes: 3 } })
  })

  it('does not store a refusal, and rolls back what the refused command wrote', async () => {
    expect(await note(rahul, { text: 'refuse' }, 'key-retry')).toEqual({
      status: 1,
      msg: 'text is required',
      data: null,
    })
    expect(notesOf(rahul.userId)).toEqual(['one', 'again', 'again'])
    // The same key may be used again once the request is fixed.
    expect(await note(rahul, { text: 'fixed' }, 'key-retry')).toEqual({ status: 0, msg: 'ok', data: { notes: 4 } })
  })

  it('refuses malformed keys', async () => {
    const invalid = { status: 1, msg: 'The Idempotency-Key header must be 1 to 128 visible characters', data: null }
    expect(await note(asha, { text: 'x' }, 'k'.repeat(129))).toEqual(invalid)
    expect(await note(asha, { text: 'x' }, 'two words')).toEqual(invalid)
    expect(await note(asha, { text: 'x' }, '')).toEqual(invalid)
    expect(notesOf(asha.userId)).toEqual(['one', 'three'])
  })

  it('stores a hash of the request and the first response, never the raw body', () => {
    const rows = db
      .prepare('SELECT user_id, key, request_hash, response FROM idempotency_keys WHERE key = ?')
      .all('key-1')
    expect(rows).toHaveLength(2)
    for (const row of rows as { request_hash: string; response: string }[]) {
      expect(row.request_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.parse(row.response)).toEqual({ status: 0, msg: 'ok', data: { notes: 1 } })
    }
  })
})
