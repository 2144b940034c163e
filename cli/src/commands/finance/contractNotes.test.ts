import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyLong, investorToken, usStock } from '../../testing/investorActions.js'
import { signedInStaff, type TerminalUser } from '../../testing/runBuilt.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../../testing/serverProcess.js'

// Monday 2026-11-23 10:00 in Shanghai; the demo investors have confirmed addresses and the demo mails to its sink.
const day = '2026-11-23'
let server: ServerProcess
let finance: TerminalUser
let support: TerminalUser

/** The Message-IDs the demo's SMTP sink accepted, in order. */
const mailed = () =>
  readFileSync(join(server.dataDir, 'mail-sink', 'accepted.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { messageId: string }).messageId)

beforeAll(async () => {
  server = await startServerProcess({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
  finance = await signedInStaff(server.url, 'finance', demo.staffPassword, server.clock)
  support = await signedInStaff(server.url, 'support', demo.staffPassword, server.clock)
  const token = await investorToken(server.url, demo.investor, demo.investorPassword)
  await buyLong(server.url, token, (await usStock(server.url)).id, '100')
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

describe('bourse contract-notes', () => {
  it('finance runs the day; support lists the note, shows it and resends it once', async () => {
    const run = await finance.run(['contract-notes', 'run', '--date', day])
    expect(run.exitCode, run.err).toBe(0)
    let status = ''
    for (let tries = 0; tries < 100 && !status.includes('(done)'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      status = (await finance.run(['contract-notes', 'status', '--date', day])).out
    }
    expect(status.trim()).toBe(`note ${day} (done): sent 1 of 1, none failed`)
    expect((await support.run(['contract-notes', 'run', '--date', day])).exitCode).toBe(1)

    const list = await support.run(['contract-notes', 'list', demo.investor])
    expect(list.exitCode, list.err).toBe(0)
    const [heading, row] = list.out.trimEnd().split('\n')
    expect(heading).toMatch(/^id\s+kind\s+date\s+stage\s+mailings\s+failure$/)
    expect(row).toMatch(new RegExp(`^\\d+\\s+note\\s+${day}\\s+sent\\s+1\\b`))
    const id = row?.split(/\s+/)[0] ?? ''

    const shown = await support.run(['contract-notes', 'show', id])
    expect(shown.out).toMatch(/stage\s+sent/)
    expect(shown.out).toContain('i***@example.invalid')
    const noReason = await support.run(['contract-notes', 'resend', id])
    expect(noReason.exitCode).toBe(2)
    const resent = await support.run(['contract-notes', 'resend', id, '--reason', 'investor lost the mail'])
    expect(resent.exitCode, resent.err).toBe(0)
    for (let tries = 0; tries < 100 && mailed().length < 2; tries++)
      await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailed().filter((messageId) => messageId.startsWith(`<note.${day}.`))).toEqual([
      expect.stringMatching(new RegExp(`^<note\\.${day}\\.\\d+\\.0@bourse\\.invalid>$`)),
      expect.stringMatching(new RegExp(`^<note\\.${day}\\.\\d+\\.1@bourse\\.invalid>$`)),
    ])
  })
})
