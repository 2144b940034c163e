import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCodeAt } from '../../../../scripts/testing/totpCodes.js'
import { terminalUser } from '../../testing/runBuilt.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../../testing/serverProcess.js'

// A server whose clock is frozen (codes are judged at its instant), with one member added by the host command.
const clock = '2026-11-24T04:00:10Z'
const at = Date.parse(clock)
const newcomer = 'new-auditor'
const newcomerPassword = 'new-auditor-password'
let server: ServerProcess

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'bourse-cli-login-'))
  const added = spawnSync(
    process.execPath,
    [resolve(import.meta.dirname, '../../../../server/dist/staffAdd.js'), newcomer, 'auditor'],
    { input: `${newcomerPassword}\n`, env: { ...process.env, BOURSE_DATA_DIR: folder, BOURSE_PASSWORD_COST: '10' } },
  )
  if (added.status !== 0) throw new Error(`host staff add failed: ${added.stderr.toString()}`)
  server = await startServerProcess({ BOURSE_CLOCK: clock }, folder)
}, 240_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

describe('bourse login --staff with the second factor (DECISIONS §28)', () => {
  it('prints the code an authenticator shows for a secret', async () => {
    const printed = await terminalUser(server.url).run(['totp', demo.staffTotpSecret])
    expect(printed.exitCode).toBe(0)
    expect(printed.out.trim()).toBe(totpCodeAt(demo.staffTotpSecret))
    expect((await terminalUser(server.url).run(['totp', 'not-a-secret'])).exitCode).toBe(2)
  })

  it('does not sign in with the password alone, nor with a wrong code; signs in with the code once', async () => {
    const user = terminalUser(server.url)
    const login = (totp?: string) =>
      user.run(
        ['login', '--staff', 'finance', '--password-stdin', ...(totp === undefined ? [] : ['--totp', totp])],
        `${demo.staffPassword}\n`,
      )
    const alone = await login()
    expect([alone.exitCode, alone.err.trim()]).toEqual([
      1,
      'bourse: Enter the 6-digit code from your authenticator app',
    ])
    const right = totpCodeAt(demo.staffTotpSecret, at)
    expect((await login(right === '000000' ? '000001' : '000000')).exitCode).toBe(1)
    const signedIn = await login(right)
    expect(signedIn.exitCode).toBe(0)
    expect(signedIn.out).toContain('signedIn  finance')
    expect((await login(right)).err).toMatch(/Incorrect, expired or already used code/)
  })

  it("shows a new member's authenticator (URI, key, QR code), then signs in with its code and shows recovery codes", async () => {
    const user = terminalUser(server.url)
    const first = await user.run(['login', '--staff', newcomer, '--password-stdin'], `${newcomerPassword}\n`)
    expect(first.exitCode).toBe(1)
    const secret = /key {2}([A-Z2-7]+)/.exec(first.err)?.[1] ?? ''
    expect(first.err).toContain(`URI  otpauth://totp/Bourse%20staff:${newcomer}?secret=${secret}`)
    expect(first.err).toMatch(/[▀▄█]/)
    expect(first.err).toContain('sign in again with --totp')
    const enrolled = await user.run(
      ['login', '--staff', newcomer, '--password-stdin', '--totp', totpCodeAt(secret, at)],
      `${newcomerPassword}\n`,
    )
    expect(enrolled.exitCode).toBe(0)
    const codes = enrolled.err.match(/^ {2}[0-9a-z]{5}-[0-9a-z]{5}$/gm) ?? []
    expect(codes).toHaveLength(10)
    // A recovery code then signs in (once) in place of the app.
    const again = await terminalUser(server.url).run(
      ['login', '--staff', newcomer, '--password-stdin', '--totp', codes[0]?.trim() ?? ''],
      `${newcomerPassword}\n`,
    )
    expect(again.exitCode).toBe(0)
    const me = await user.run(['log', '--json'])
    expect(me.exitCode).toBe(0)
  })
})
