import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { createDecodeGate } from './decodeGate.js'
import { uploadQuota } from './uploadQuota.js'

let server: TestServer
let photo: Uint8Array
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
  photo = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#808080' } })
    .png()
    .toBuffer()
})
afterAll(() => server.close())

const upload = async (token: string, bytes: Uint8Array) => {
  const form = new FormData()
  form.append('upload_file', new Blob([bytes], { type: 'image/png' }), 'id.png')
  const response = await fetch(`${server.url}/prod-api/user/upload.do`, {
    method: 'POST',
    headers: { USERTOKEN: token },
    body: form,
  })
  return (await response.json()) as { status: number; msg: string }
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG of a few hundred bytes whose header says 7000 × 7000, 16-bit RGB: 294 MB once decoded. */
const decompressionBomb = () => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(7000, 0)
  header.writeUInt32BE(7000, 4)
  header.set([16, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('upload limits per investor', () => {
  it(`keeps ${uploadQuota.perDay} images a day, and refuses the next`, async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    for (let i = 0; i < uploadQuota.perDay; i++) expect((await upload(investor.token, photo)).status).toBe(0)
    expect(await upload(investor.token, photo)).toMatchObject({
      status: 1,
      msg: 'You may upload at most 20 images a day; please try again tomorrow',
    })
    // A day later the count starts again.
    server.clock.set(server.clock.now() + 24 * 60 * 60 * 1000)
    expect((await upload(investor.token, photo)).status).toBe(0)
  })

  it('keeps at most 50 MB in all', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    server.db
      .prepare('INSERT INTO uploads (key, user_id, mime, size, created_at) VALUES (?, ?, ?, ?, ?)')
      .run('x'.repeat(32), investor.userId, 'image/png', uploadQuota.totalBytes - 10, 0)
    expect(await upload(investor.token, photo)).toMatchObject({
      status: 1,
      msg: 'Your images may take at most 50 MB in all',
    })
  })

  it('refuses from its header an image too large to decode', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    expect(await upload(investor.token, decompressionBomb())).toMatchObject({
      status: 1,
      msg: 'The image is too large to read (281 MB once opened, at most 96 MB); please send a smaller photo',
    })
  })
})

describe('the decode gate', () => {
  it('runs two at once, lets some wait, and refuses the rest at once as busy', async () => {
    const gate = createDecodeGate({ atOnce: 2, waiting: 1 })
    let running = 0
    let most = 0
    const finishers: (() => void)[] = []
    const work = () =>
      gate(async () => {
        running += 1
        most = Math.max(most, running)
        await new Promise<void>((resolve) => finishers.push(resolve))
        running -= 1
        return { ok: true as const, value: 'decoded' }
      })
    const calls = [work(), work(), work(), work()]
    const fourth = await (calls[3] as ReturnType<typeof work>)
    expect(fourth).toEqual({ ok: false, error: expect.objectContaining({ key: 'identityUploadBusy' }) })
    while (finishers.length > 0 || running > 0) {
      finishers.shift()?.()
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect((await Promise.all(calls.slice(0, 3))).map((result) => result.ok)).toEqual([true, true, true])
    expect(most).toBe(2)
  })
})
