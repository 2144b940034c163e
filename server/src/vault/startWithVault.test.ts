import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { readConfig } from '../config.js'
import { bankCardOf } from '../identity/bankCards.js'
import { kycOf } from '../identity/kycRecords.js'
import { readUploadFile, uploadsDirOf } from '../identity/uploadFiles.js'
import { historyLengthOf } from '../market/historyLength.js'
import { openBourse } from '../openBourse.js'
import { openSqlite } from '../store/openSqlite.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { fromSource, serverDir } from '../testing/serverProcess.js'
import { findUserByPhone, insertUser } from '../users/usersRepository.js'
import { MasterKeyError } from './masterKey.js'
import { openNumber } from './personalNumbers.js'
import { vaultOf } from './vaultOfConnection.js'

const folders: string[] = []
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const dataFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bourse-vault-start-'))
  folders.push(dir)
  return dir
}
const configOf = (dataDir: string, env: Record<string, string> = {}) =>
  readConfig({ BOURSE_DEMO: 'off', BOURSE_DATA_DIR: dataDir, PORT: '0', ...env }, process.cwd())

const snapshot = (db: SqlConnection) =>
  JSON.stringify([
    db.prepare('SELECT * FROM vault_keys ORDER BY 1, 2, 3').all(),
    db.prepare('SELECT id, id_card, pan_code FROM users ORDER BY id').all(),
  ])

/** Runs the server's start from source over `dataDir`; answers its exit code and what it printed on stderr. */
const startFromSource = (dataDir: string, env: Record<string, string>) =>
  new Promise<{ code: number | null; err: string }>((done) => {
    const child = spawn(process.execPath, [...fromSource, 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        BOURSE_DEMO: 'off',
        BOURSE_DATA_DIR: dataDir,
        PORT: '0',
        BOURSE_METRICS_PORT: 'off',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.once('close', (code) => done({ code, err }))
  })

describe('a server start and its vault', () => {
  it('stops with a clear message under a wrong master key, and changes nothing', async () => {
    const dataDir = dataFolder()
    const first = await openBourse(configOf(dataDir), historyLengthOf('off'))
    await first.close()
    const look = openSqlite(join(dataDir, 'bourse.sqlite'))
    const before = snapshot(look)
    const wrong = randomBytes(32).toString('base64')
    await expect(openBourse(configOf(dataDir, { BOURSE_MASTER_KEY: wrong }), historyLengthOf('off'))).rejects.toThrow(
      MasterKeyError,
    )
    const started = await startFromSource(dataDir, { BOURSE_MASTER_KEY: wrong })
    expect(started.code).toBe(1)
    expect(started.err).toMatch(/^Bourse could not start: the master key does not open this database's \w+ keys/)
    expect(snapshot(look)).toBe(before)
    look.close()
  }, 60_000)

  it('seals at its first start the numbers and images an older version stored in clear', async () => {
    const dataDir = dataFolder()
    const old = openSqlite(join(dataDir, 'bourse.sqlite'))
    old
      .prepare(
        `INSERT INTO users (phone, password_hash, agent_code, real_name, id_card, pan_code, img1_key, img2_key,
           is_active, created_at) VALUES ('9811122233', 'x', 'OLD', 'Ravi Old', '112233445566', 'ABCDE1234F', ?, ?, 2, 0)`,
      )
      .run('a'.repeat(32), 'b'.repeat(32))
    const userId = (old.prepare("SELECT id FROM users WHERE phone = '9811122233'").get() as { id: number }).id
    old
      .prepare(
        `INSERT INTO bank_cards (user_id, bank_name, ifsc_code, bank_no, payee_name, bank_address, bound_at)
         VALUES (?, 'HDFC Bank', 'HDFC0001234', '998877665544332', 'Ravi Old', 'Fort', 0)`,
      )
      .run(userId)
    old.close()
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer()
    mkdirSync(uploadsDirOf(dataDir), { recursive: true, mode: 0o700 })
    for (const key of ['a'.repeat(32), 'b'.repeat(32)]) writeFileSync(join(uploadsDirOf(dataDir), key), image)

    const bourse = await openBourse(configOf(dataDir), historyLengthOf('off'))
    try {
      const user = findUserByPhone(bourse.db, '9811122233')
      expect(user && kycOf(bourse.db, user).form).toMatchObject({ idNumber: '112233445566', panCode: 'ABCDE1234F' })
      expect(bankCardOf(bourse.db, userId)?.bankNo).toBe('998877665544332')
      const opened = await readUploadFile(vaultOf(bourse.db), uploadsDirOf(dataDir), 'a'.repeat(32))
      expect(opened.equals(image)).toBe(true)
    } finally {
      await bourse.close()
    }
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
    for (const file of files) {
      const bytes = readFileSync(file)
      for (const clear of ['112233445566', 'ABCDE1234F', '998877665544332'])
        expect(bytes.includes(Buffer.from(clear)), `${clear} in ${file}`).toBe(false)
      expect(bytes.includes(image.subarray(8, 40)), `image in ${file}`).toBe(false)
    }
  }, 60_000)
})

/** Runs the master-key change from source over `dataDir` with `stdin`; answers its exit code and output. */
const changeMasterKey = (dataDir: string, stdin: string, env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; out: string; err: string }>((done) => {
    const child = spawn(process.execPath, [...fromSource, 'src/masterKeyChange.ts'], {
      cwd: serverDir,
      env: { ...process.env, BOURSE_DATA_DIR: dataDir, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.stdin.end(stdin)
    child.once('close', (code) => done({ code, out, err }))
  })

describe('a new master key', () => {
  it('rewraps every data key: the data opens under the new key and no longer under the old one', async () => {
    const dataDir = dataFolder()
    const first = await openBourse(configOf(dataDir), historyLengthOf('off'))
    const userId = insertUser(
      first.db,
      { phone: '9822233344', passwordHash: 'x', agentCode: 'X', idCard: '443322110099' },
      0,
    )
    await first.close()
    const old = readFileSync(join(dataDir, 'master.key'), 'utf8').trim()
    const next = randomBytes(32).toString('hex')
    const changed = await changeMasterKey(dataDir, `${next}\n`)
    expect(changed.code, changed.err).toBe(0)
    expect(changed.out).toMatch(/master\.key holds the new key/)
    expect(Buffer.from(readFileSync(join(dataDir, 'master.key'), 'utf8').trim(), 'base64').toString('hex')).toBe(next)
    const again = await openBourse(configOf(dataDir), historyLengthOf('off'))
    try {
      const sealed = findUserByPhone(again.db, '9822233344')?.idCard ?? ''
      expect(openNumber(again.db, userId, 'id_card', sealed)).toBe('443322110099')
    } finally {
      await again.close()
    }
    await expect(openBourse(configOf(dataDir, { BOURSE_MASTER_KEY: old }), historyLengthOf('off'))).rejects.toThrow(
      MasterKeyError,
    )
  }, 60_000)
})
