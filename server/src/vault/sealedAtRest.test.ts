import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PostgresConnection } from '../store/postgres/PostgresConnection.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { postForm } from '../testing/postForm.js'
import {
  callStaff,
  createTestStaff,
  staffToken,
  testStaffCode,
  testStaffPassword,
  testStaffTotpSecret,
} from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { retireAfterMs } from './resealJob.js'

const idNumber = '987612345678'
const panCode = 'ABCPE4321K'
const bankNumber = '556677889900112'
const clock = '2026-11-23T02:00:00Z'

/** Every file under `dir` (the database, its WAL and shared memory, the uploads, the key file). */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

/** Every row of every table as text, for PostgreSQL (whose files live with its server). */
const everyRow = (db: SqlConnection): string => {
  const tables = db
    .prepare("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'")
    .all() as { name: string }[]
  return tables.map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM ${name}`).all())).join('\n')
}

const upload = async (token: string, image: Buffer): Promise<string> => {
  const form = new FormData()
  form.append('upload_file', new Blob([image]), 'id.png')
  const response = await fetch(`${server.url}/prod-api/user/upload.do`, {
    method: 'POST',
    headers: { USERTOKEN: token },
    body: form,
  })
  return ((await response.json()) as { data: { url: string } }).data.url
}

const ownImage = async (token: string, key: string): Promise<Buffer> =>
  Buffer.from(
    await (await fetch(`${server.url}/prod-api/user/image/${key}`, { headers: { USERTOKEN: token } })).arrayBuffer(),
  )

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
})
afterAll(() => server.close())

describe('personal data at rest (DECISIONS §28)', () => {
  let token: string
  let phone: string
  let images: Buffer[]

  beforeAll(async () => {
    const investor = createTestInvestor(server.db, server.clock.now(), { isActive: 0 })
    ;({ token, phone } = investor)
    const picture = (shade: number) =>
      sharp({ create: { width: 64, height: 40, channels: 3, background: { r: shade, g: 90, b: 200 } } })
        .png()
        .toBuffer()
    const keys = [await upload(token, await picture(10)), await upload(token, await picture(240))]
    const submitted = await postForm(server.url, '/user/auth.do', token, {
      realName: 'Kavya Rao',
      idCard: idNumber,
      panCode,
      img1key: keys[0] ?? '',
      img2key: keys[1] ?? '',
    })
    expect(submitted.status).toBe(0)
    expect((await callStaff(server, staffToken(server, 'support'), 'POST', '/kyc/approve', { phone })).status).toBe(0)
    const bound = await postForm(server.url, '/user/bank/add.do', token, {
      bankName: 'HDFC Bank',
      bankNo: bankNumber,
      ifscCode: 'HDFC0001234',
      bankAddress: 'Fort branch',
      payeeName: 'Kavya Rao',
    })
    expect(bound.status).toBe(0)
    images = await Promise.all(keys.map((key) => ownImage(token, key)))
  })

  it('keeps no ID number, PAN, bank number or image in clear in any stored file or row', async () => {
    // The images are served back whole to their owner, so the search below looks for real bytes.
    for (const image of images) expect(image.subarray(1, 4).toString('latin1')).toBe('PNG')
    const needles = [idNumber, panCode, bankNumber].map((text) => Buffer.from(text, 'latin1'))
    const imageNeedles = images.map((image) => image.subarray(image.length - 48))
    if (server.db instanceof PostgresConnection) {
      const rows = everyRow(server.db)
      for (const text of [idNumber, panCode, bankNumber]) expect(rows.includes(text), text).toBe(false)
    }
    for (const file of filesUnder(server.config.dataDir)) {
      const bytes = readFileSync(file)
      for (const needle of [...needles, ...imageNeedles]) expect(bytes.includes(needle), file).toBe(false)
    }
  })

  it('still answers masked numbers to the investor and the full ID number to the staff review', async () => {
    const info = await postForm<Record<string, unknown>>(server.url, '/user/getUserInfo.do', token)
    expect(info.data).toMatchObject({ idCard: '****5678', panCode: '****321K', isActive: 2 })
    const card = await postForm<Record<string, unknown>>(server.url, '/user/bank/getBankInfo.do', token)
    expect(card.data).toMatchObject({ bankNo: '****0112' })
    const review = await callStaff<Record<string, unknown>>(server, staffToken(server, 'support'), 'GET', '/kyc/show', {
      phone,
    })
    expect(review.data).toMatchObject({ idCard: idNumber, panCode })
  })

  it('finds the investor by the whole ID or bank number (keyed hash) and by their last 4', async () => {
    const support = staffToken(server, 'support')
    for (const q of [idNumber, bankNumber, '5678', '0112']) {
      const hits = await callStaff<{ phone: string }[]>(server, support, 'GET', '/users/search', { q })
      expect(
        hits.data.map((hit) => hit.phone),
        q,
      ).toContain(phone)
    }
  })

  it('refuses the same ID number on a second account', async () => {
    const other = createTestInvestor(server.db, server.clock.now(), { isActive: 0 })
    const keys = [await upload(other.token, images[0] as Buffer), await upload(other.token, images[1] as Buffer)]
    const twice = await postForm(server.url, '/user/auth.do', other.token, {
      realName: 'Someone Else',
      idCard: idNumber,
      img1key: keys[0] ?? '',
      img2key: keys[1] ?? '',
    })
    expect(twice).toMatchObject({ status: 1, msg: 'This ID number is already registered to another account' })
  })

  it('rotates a class’s key by two admins: every record resealed and readable, the old key retired', async () => {
    const maker = createTestStaff(server, ['admin'])
    const checker = createTestStaff(server, ['admin'])
    server.db.prepare('UPDATE staff SET active_since = ? WHERE id = ?').run(server.clock.now() - 1, checker.id)
    const proposed = await callStaff<{ id: number }>(server, maker.token, 'POST', '/keys/propose', {
      recordClass: 'all',
      reason: 'yearly rotation',
    })
    expect(proposed.status).toBe(0)
    const self = await callStaff(server, maker.token, 'POST', '/keys/approve', { id: proposed.data.id })
    expect(self.status).toBe(1)
    const approved = await callStaff<{ status: string }>(server, checker.token, 'POST', '/keys/approve', {
      id: proposed.data.id,
    })
    expect(approved.data.status).toBe('approved')
    type Status = { recordClass: string; version: number; olderVersions: number[]; waiting: number }[]
    const status = async () => (await callStaff<Status>(server, checker.token, 'GET', '/keys/status')).data
    expect((await status()).every((row) => row.version === 2 && row.waiting > 0)).toBe(true)
    const again = await callStaff(server, maker.token, 'POST', '/keys/propose', {
      recordClass: 'idNumber',
      reason: 'x',
    })
    expect(again.msg).toMatch(/still resealing/)

    // Each tick reseals a slice; the old keys go once a clean pass ends a minute after the rotation.
    for (let tick = 1; tick <= 5; tick += 1) server.market.tickOnce(server.clock.now() + tick * 1000)
    expect((await status()).map((row) => row.waiting)).toEqual([0, 0, 0, 0])
    server.market.tickOnce(server.clock.now() + retireAfterMs + 10_000)
    server.market.tickOnce(server.clock.now() + retireAfterMs + 11_000)
    expect(await status()).toEqual([
      { recordClass: 'idNumber', version: 2, olderVersions: [], waiting: 0 },
      { recordClass: 'bankAccount', version: 2, olderVersions: [], waiting: 0 },
      { recordClass: 'idImage', version: 2, olderVersions: [], waiting: 0 },
      { recordClass: 'otpSecret', version: 2, olderVersions: [], waiting: 0 },
    ])
    // Staff TOTP secrets were resealed too: a member still signs in with the code of their authenticator.
    const member = createTestStaff(server, ['support'])
    const secret = server.db.prepare('SELECT secret FROM totp_factors WHERE holder = ?').get(`staff:${maker.id}`) as {
      secret: string
    }
    expect(secret.secret.startsWith('vault1:otpSecret:2:')).toBe(true)
    expect(secret.secret).not.toContain(testStaffTotpSecret)
    const signedIn = await callStaff(server, undefined, 'POST', '/login', {
      name: member.name,
      password: testStaffPassword,
      totp: testStaffCode(server),
    })
    expect(signedIn.status).toBe(0)
    const review = await callStaff<Record<string, unknown>>(server, staffToken(server, 'support'), 'GET', '/kyc/show', {
      phone,
    })
    expect(review.data).toMatchObject({ idCard: idNumber, panCode })
    const keys = review.data.images as { key: string }[]
    for (const [index, { key }] of keys.entries())
      expect((await ownImage(token, key)).equals(images[index] as Buffer)).toBe(true)
    const stored = server.db.prepare('SELECT id_card AS idCard FROM users WHERE phone = ?').get(phone) as {
      idCard: string
    }
    expect(stored.idCard.startsWith('vault1:idNumber:2:')).toBe(true)
  })
})
