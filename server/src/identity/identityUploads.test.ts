import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { vaultOf } from '../vault/vaultOfConnection.js'
import { readUploadFile } from './uploadFiles.js'

const now = Date.parse('2026-11-23T02:00:00Z')
const tenMegabytes = 10 * 1024 * 1024

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

interface Reply {
  readonly http: number
  readonly status: number
  readonly msg: string
  readonly data: { url: string } | null
}

const uploadsDir = () => join(server.config.dataDir, 'uploads')
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0)
/** A stored image as the server keeps it, opened from the vault (the file itself is sealed). */
const storedImage = (key: string) => readUploadFile(vaultOf(server.db), uploadsDir(), key)
const uploadRows = () => (server.db.prepare('SELECT COUNT(*) AS n FROM uploads').get() as { n: number }).n

const replyOf = async (response: Response): Promise<Reply> => ({
  http: response.status,
  ...((await response.json()) as Omit<Reply, 'http'>),
})

/** A multipart upload as the spec's client sends it: one file under `upload_file` (or what `parts` says). */
const uploadForm = async (
  token: string,
  parts: readonly { field?: string; bytes: Uint8Array; name?: string }[],
  headers: Record<string, string> = {},
): Promise<Reply> => {
  const form = new FormData()
  for (const part of parts) {
    form.append(part.field ?? 'upload_file', new Blob([part.bytes], { type: 'image/png' }), part.name ?? 'id.png')
  }
  return replyOf(
    await fetch(`${server.url}/prod-api/user/upload.do`, {
      method: 'POST',
      headers: { USERTOKEN: token, ...headers },
      body: form,
    }),
  )
}

/** The JSON form of the upload: `{"upload_file": "data:…;base64,…"}`. */
const uploadJson = async (token: string, dataUrl: string, headers: Record<string, string> = {}): Promise<Reply> =>
  replyOf(
    await fetch(`${server.url}/prod-api/user/upload.do`, {
      method: 'POST',
      headers: { USERTOKEN: token, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ upload_file: dataUrl }),
    }),
  )

const readImage = (token: string | undefined, key: string) =>
  fetch(`${server.url}/prod-api/user/image/${key}`, { headers: token ? { USERTOKEN: token } : {} })

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })

const png = (width = 8, height = 6) => picture(width, height).png().toBuffer()
const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`
const user = () => createTestInvestor(server.db, now, { isActive: 0 })

describe('uploads: one image a call, by content, re-encoded, readable by its owner only', () => {
  it('stores a multipart PNG under a random key and shows it to its owner alone, never cached', async () => {
    const owner = user()
    const other = user()
    const sent = await png(8, 6)
    const reply = await uploadForm(owner.token, [{ bytes: sent }])
    expect(reply).toMatchObject({ http: 200, status: 0, msg: 'Upload successful' })
    const key = reply.data?.url ?? ''
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(readdirSync(uploadsDir())).toContain(key)
    expect(server.db.prepare('SELECT user_id AS userId, mime FROM uploads WHERE key = ?').get(key)).toEqual({
      userId: owner.userId,
      mime: 'image/png',
    })

    const mine = await readImage(owner.token, key)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('image/png')
    expect(mine.headers.get('cache-control')).toBe('no-store')
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff')
    const shown = Buffer.from(await mine.arrayBuffer())
    expect(await sharp(shown).metadata()).toMatchObject({ format: 'png', width: 8, height: 6 })

    // Someone else's image and an unknown key answer alike; without a session, the log-in refusal.
    const theirs = await readImage(other.token, key)
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toEqual({ status: 1, msg: 'The image was not found', data: null })
    const unknown = await readImage(owner.token, 'A'.repeat(32))
    expect(unknown.status).toBe(404)
    expect((await readImage(owner.token, '..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
    expect(await (await readImage(undefined, key)).json()).toMatchObject({ status: 1, msg: 'Please log in first' })
  })

  it('takes the JSON form (a data URL) and drops EXIF, turning the picture upright first', async () => {
    const owner = user()
    // A 20 × 10 photo whose EXIF says "rotate 90°", with a camera and an owner name in its metadata.
    const photo = await picture(20, 10)
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'Asha Rao, 12 Hill Road' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const reply = await uploadJson(owner.token, dataUrl('image/jpeg', photo))
    expect(reply).toMatchObject({ status: 0, msg: 'Upload successful' })
    const stored = await storedImage(reply.data?.url ?? '')
    const metadata = await sharp(stored).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 10, height: 20 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(stored.includes('SpyCam')).toBe(false)
    expect(stored.includes('Asha Rao')).toBe(false)
  })

  it('drops EXIF from PNG and WebP too', async () => {
    const owner = user()
    for (const format of ['png', 'webp'] as const) {
      const tagged = await picture(7, 3)
        .toFormat(format)
        .withExif({ IFD0: { Artist: 'Hidden Author' } })
        .toBuffer()
      expect((await sharp(tagged).metadata()).exif, format).toBeDefined()
      const reply = await uploadJson(owner.token, dataUrl(`image/${format}`, tagged))
      expect(reply.status, format).toBe(0)
      const stored = await storedImage(reply.data?.url ?? '')
      const metadata = await sharp(stored).metadata()
      expect([metadata.format, metadata.exif], format).toEqual([format, undefined])
      expect(stored.includes('Hidden Author')).toBe(false)
    }
  })

  it('refuses a picture too large to decode safely (a decompression bomb), however small the file', async () => {
    const bomb = await picture(7500, 7500).png({ compressionLevel: 9 }).toBuffer()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect((await uploadForm(user().token, [{ bytes: bomb }])).msg).toBe(
      'The image could not be read; please choose another photo',
    )
  }, 30_000)

  it('accepts WebP, whatever name or type the client gave it', async () => {
    const webp = await picture(5, 5).webp().toBuffer()
    const reply = await uploadForm(user().token, [{ bytes: webp, name: 'photo.png' }])
    expect(reply.status).toBe(0)
    expect(server.db.prepare('SELECT mime FROM uploads WHERE key = ?').get(reply.data?.url ?? '')).toEqual({
      mime: 'image/webp',
    })
  })

  it('drops bytes appended after the image (a polyglot) and keeps nothing of them', async () => {
    const image = await png(4, 4)
    const payload = Buffer.from('<script>alert(1)</script>PK\u0003\u0004evil.zip')
    const reply = await uploadForm(user().token, [{ bytes: Buffer.concat([image, payload]) }])
    expect(reply.status).toBe(0)
    const stored = await storedImage(reply.data?.url ?? '')
    expect(stored.includes('<script>')).toBe(false)
    expect(stored.includes('evil.zip')).toBe(false)
    // A re-encoded PNG ends with its IEND chunk: nothing follows it.
    expect(stored.subarray(-8).toString('latin1')).toBe('IEND\u00aeB`\u0082')
  })

  it('refuses forged types, text and other formats, storing nothing', async () => {
    const owner = user()
    const files = storedFiles()
    const rows = uploadRows()
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const forged = Buffer.concat([pngSignature, Buffer.from('this is a text file, not a picture\n'.repeat(20))])
    expect(await uploadForm(owner.token, [{ bytes: forged }])).toMatchObject({
      status: 1,
      msg: 'The image could not be read; please choose another photo',
    })
    const jpegHeaderOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])
    expect((await uploadForm(owner.token, [{ bytes: jpegHeaderOnly }])).msg).toBe(
      'The image could not be read; please choose another photo',
    )
    const typeRefused = 'Only JPEG, PNG or WebP images are accepted'
    expect((await uploadForm(owner.token, [{ bytes: Buffer.from('hello, world') }])).msg).toBe(typeRefused)
    const gif = await picture(3, 3).gif().toBuffer()
    expect((await uploadForm(owner.token, [{ bytes: gif }])).msg).toBe(typeRefused)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await uploadJson(owner.token, dataUrl('image/png', svg))).msg).toBe(typeRefused)
    expect(await uploadForm(owner.token, [{ bytes: new Uint8Array(0) }])).toMatchObject({
      status: 1,
      msg: 'The upload failed',
    })
    expect(storedFiles()).toBe(files)
    expect(uploadRows()).toBe(rows)
  })

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte, in the caller language, in both forms', async () => {
    const owner = user()
    const image = await png(16, 16)
    const padded = (size: number) => Buffer.concat([image, Buffer.alloc(size - image.length)])
    const exact = await uploadForm(owner.token, [{ bytes: padded(tenMegabytes) }])
    expect(exact).toMatchObject({ status: 0, msg: 'Upload successful' })
    // Stored re-encoded: the padding is gone.
    expect((await storedImage(exact.data?.url ?? '')).length).toBeLessThan(1000)

    const files = storedFiles()
    expect(await uploadForm(owner.token, [{ bytes: padded(tenMegabytes + 1) }])).toMatchObject({
      http: 200,
      status: 1,
      msg: 'The image must not exceed 10 MB',
    })
    expect((await uploadForm(owner.token, [{ bytes: padded(tenMegabytes + 1) }], { lang: 'zh-CN' })).msg).toBe(
      '图片不能超过 10 MB',
    )
    expect((await uploadJson(owner.token, dataUrl('image/png', padded(tenMegabytes)))).status).toBe(0)
    expect(
      await uploadJson(owner.token, dataUrl('image/png', padded(tenMegabytes + 1)), { lang: 'zh-TW' }),
    ).toMatchObject({ status: 1, msg: '圖片不能超過 10 MB' })
    expect(storedFiles()).toBe(files + 1)
  }, 60_000)

  it('takes one image a call, under upload_file, and answers malformed bodies in the envelope', async () => {
    const owner = user()
    const image = await png()
    expect(await uploadForm(owner.token, [{ bytes: image }, { bytes: image }])).toMatchObject({
      status: 1,
      msg: 'Please upload one image at a time',
    })
    expect(await uploadForm(owner.token, [{ field: 'file', bytes: image }])).toMatchObject({
      status: 1,
      msg: 'upload_file is required',
    })
    const truncated = await fetch(`${server.url}/prod-api/user/upload.do`, {
      method: 'POST',
      headers: { USERTOKEN: owner.token, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="upload_file"; filename="a.png"\r\n\r\n\u0089PNG',
    })
    expect(await truncated.json()).toMatchObject({ status: 1 })
    expect(await uploadJson(owner.token, 'not a data url')).toMatchObject({ status: 1, msg: 'upload_file is invalid' })
    expect(await uploadJson(owner.token, 'data:image/png;base64,@@@@')).toMatchObject({ status: 1 })
    const noBody = await fetch(`${server.url}/prod-api/user/upload.do`, {
      method: 'POST',
      headers: { USERTOKEN: owner.token },
    })
    expect(await noBody.json()).toMatchObject({ status: 1, msg: 'upload_file is required' })
    // Above the JSON form's own limit the body is not even read.
    const huge = await fetch(`${server.url}/prod-api/user/upload.do`, {
      method: 'POST',
      headers: { USERTOKEN: owner.token, 'content-type': 'application/json' },
      body: JSON.stringify({ upload_file: `data:image/png;base64,${'A'.repeat(17 * 1024 * 1024)}` }),
    })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ status: 1, msg: 'Bad request', data: null })
    // Other routes keep the 64 KiB limit.
    const otherRoute = await fetch(`${server.url}/prod-api/user/auth.do`, {
      method: 'POST',
      headers: { USERTOKEN: owner.token, 'content-type': 'application/json' },
      body: JSON.stringify({ realName: 'A'.repeat(100_000) }),
    })
    expect(otherRoute.status).toBe(413)
  })

  it('refuses a caller without a session, and a cookie-only POST from another site', async () => {
    const image = await png()
    const form = new FormData()
    form.append('upload_file', new Blob([image]), 'id.png')
    const anonymous = await fetch(`${server.url}/prod-api/user/upload.do`, { method: 'POST', body: form })
    expect(await anonymous.json()).toMatchObject({ status: 1, msg: 'Please log in first' })
    const owner = user()
    const crossSite = await fetch(`${server.url}/prod-api/user/upload.do`, {
      method: 'POST',
      headers: { cookie: `USER_TOKEN=${owner.token}`, origin: 'https://evil.example' },
      body: form,
    })
    expect(await crossSite.json()).toMatchObject({ status: 1 })
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM uploads WHERE user_id = ?').get(owner.userId)).toEqual({ n: 0 })
  })
})
