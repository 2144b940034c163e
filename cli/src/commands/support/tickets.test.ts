import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { investorToken, postForm } from '../../testing/investorActions.js'
import { signedInStaff, type TerminalUser } from '../../testing/runBuilt.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../../testing/serverProcess.js'

const onePixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

let server: ServerProcess
let support: TerminalUser
let auditor: TerminalUser
let finance: TerminalUser
let ids: number[]

/** An investor files a request over `/prod-api` as the web app does; answers its id. */
const file = async (token: string, topic: string, message: string, images = ''): Promise<number> => {
  const filed = await postForm<{ request: { id: number } }>(server.url, '/user/helpDesk/create.do', token, {
    topic,
    message,
    ...(images ? { images } : {}),
  })
  if (filed.status !== 0) throw new Error(filed.msg)
  return filed.data.request.id
}

beforeAll(async () => {
  server = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' })
  const staff = await Promise.all(
    ['support', 'auditor', 'finance'].map((name) => signedInStaff(server.url, name, demo.staffPassword, server.clock)),
  )
  ;[support, auditor, finance] = staff as [TerminalUser, TerminalUser, TerminalUser]
  const first = await investorToken(server.url, demo.investor, demo.investorPassword)
  const second = await investorToken(server.url, demo.otherInvestor, demo.investorPassword)
  const upload = await fetch(`${server.url}/prod-api/user/upload.do`, {
    method: 'POST',
    headers: { USERTOKEN: first, 'content-type': 'application/json' },
    body: JSON.stringify({ upload_file: onePixel }),
  })
  const image = ((await upload.json()) as { data: { url: string } }).data.url
  ids = [
    await file(first, 'withdrawal', 'My withdrawal is late', image),
    await file(second, 'realName', '实名认证多久审核完成？'),
  ]
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

const [first, second] = [0, 1]

describe('bourse tickets', () => {
  it('lists the queue oldest first, shows a thread, saves its images, replies and closes', async () => {
    const queue = await support.run(['tickets', 'queue'])
    expect(queue.exitCode, queue.err).toBe(0)
    const lines = queue.out.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^id\s+status\s+since\s+phone\s+name\s+topic\s+subject$/)
    expect(lines.slice(1).map((line) => line.split(/\s+/)[0])).toEqual(ids.map(String))
    expect(lines[2]).toContain('Real-name verification')

    const folder = mkdtempSync(join(tmpdir(), 'bourse-tickets-'))
    const shown = await support.run(['tickets', 'show', String(ids[first]), '--out', folder])
    expect(shown.exitCode, shown.err).toBe(0)
    expect(shown.out).toMatch(/^request\s+\d+\nphone\s+9000000001\n/)
    expect(shown.out).toContain('topic    Withdrawal')
    expect(shown.out).toContain('investor\nMy withdrawal is late')
    expect(readdirSync(folder)).toEqual([`ticket-${ids[first]}-1.png`])
    removeFolder(folder)

    const replied = await support.run(['tickets', 'reply', String(ids[first]), '--message', 'Paid today.', '--json'])
    expect(replied.exitCode, replied.err).toBe(0)
    expect(JSON.parse(replied.out)).toMatchObject({
      request: { status: 1 },
      messages: [{ author: 'investor' }, { author: 'support', text: 'Paid today.', by: 'support' }],
    })
    const waiting = await support.run(['tickets', 'queue', '--state', 'waiting', '--json'])
    expect(JSON.parse(waiting.out).map((row: { request: { id: number } }) => row.request.id)).toEqual([ids[second]])

    const closed = await support.run(['tickets', 'close', String(ids[first]), '--reason', 'paid'])
    expect(closed.out).toMatch(/status\s+closed/)
    const again = await support.run(['tickets', 'close', String(ids[first])])
    expect(again).toMatchObject({ exitCode: 1, err: 'bourse: This request is already closed\n' })
  })

  it('refuses bad usage and roles with one line, and logs nothing for a missing folder', async () => {
    const missing = await support.run(['tickets', 'show', String(ids[second]), '--out', '/nowhere/at/all'])
    expect(missing).toMatchObject({
      exitCode: 2,
      err: 'bourse: the folder "/nowhere/at/all" does not exist; create it first\n',
    })
    const trail = await auditor.run(['log', '--json'])
    const looks = (JSON.parse(trail.out) as { route: string; target: string }[]).filter(
      (row) => row.target === `tickets:${ids[second]}`,
    )
    expect(looks).toEqual([])
    expect((await support.run(['tickets', 'show', 'x'])).exitCode).toBe(2)
    expect((await support.run(['tickets', 'queue', '--state', 'later'])).exitCode).toBe(2)
    expect(await support.run(['tickets', 'reply', String(ids[second]), '--message', 'x'.repeat(2001)])).toMatchObject({
      exitCode: 1,
      err: 'bourse: A message may have at most 2000 characters\n',
    })
    expect((await auditor.run(['tickets', 'show', String(ids[second])])).exitCode).toBe(0)
    expect((await auditor.run(['tickets', 'reply', String(ids[second]), '--message', 'no'])).exitCode).toBe(1)
    expect((await finance.run(['tickets', 'queue'])).err).toMatch(/^bourse: [^\n]+\n$/)
    expect(existsSync('/nowhere')).toBe(false)
  })
})
