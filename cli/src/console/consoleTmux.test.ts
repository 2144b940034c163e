import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { investorToken, postForm, registeredInvestor, submitKyc } from '../testing/investorActions.js'
import { signedInStaff, type TerminalUser } from '../testing/runBuilt.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../testing/serverProcess.js'

// The console in a real terminal (tmux, 80×24) against the built server: one support session end to end. About
// 10 s, so it runs on request, not in every `pnpm test`: BOURSE_E2E=tmux npx vitest run --project cli consoleTmux.
const wanted = process.env.BOURSE_E2E === 'tmux'
const hasTmux = wanted && spawnSync('tmux', ['-V']).status === 0
const cli = resolve(import.meta.dirname, '../../dist/cli.js')
const session = `bourse-e2e-${process.pid}`
const applicant = '9123456702'

let server: ServerProcess
let support: TerminalUser
let ticket = 0

const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' })
const screen = () => tmux('capture-pane', '-p', '-t', session)
const keys = (...names: string[]) => tmux('send-keys', '-t', session, ...names)
const typeText = (text: string) => tmux('send-keys', '-t', session, '-l', text)

const screenWhen = async (done: (text: string) => boolean): Promise<string> => {
  const deadline = Date.now() + 30_000
  for (;;) {
    const text = screen()
    if (done(text)) return text
    if (Date.now() > deadline) throw new Error(`timed out; the terminal shows:\n${text}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 150))

/** Types `key` until the terminal shows `done` (a key sent while a list is still being read may land before it). */
const pressUntil = async (key: string, done: (text: string) => boolean) => {
  for (let attempt = 0; attempt < 5 && !done(screen()); attempt += 1) {
    typeText(key)
    await new Promise((resolve) => setTimeout(resolve, 600))
  }
  return screenWhen(done)
}

describe.skipIf(!hasTmux)('bourse console in a real terminal (tmux)', () => {
  beforeAll(async () => {
    server = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' })
    support = await signedInStaff(server.url, 'support', demo.staffPassword, server.clock)
    await submitKyc(server.url, await registeredInvestor(server.url, applicant), 'Kavya Menon')
    const investor = await investorToken(server.url, demo.investor, demo.investorPassword)
    const filed = await postForm<{ request: { id: number } }>(server.url, '/user/helpDesk/create.do', investor, {
      topic: 'realName',
      message: 'My friend Kavya submitted her ID yesterday; is it approved?',
    })
    ticket = filed.data.request.id
    const home = support.env.XDG_CONFIG_HOME ?? mkdtempSync(join(tmpdir(), 'bourse-tmux-'))
    const command = `env XDG_CONFIG_HOME=${home} BOURSE_SERVER=${server.url} TMPDIR=${home} ${process.execPath} ${cli} console`
    tmux('new-session', '-d', '-s', session, '-x', '80', '-y', '24', command)
  }, 120_000)
  afterAll(async () => {
    spawnSync('tmux', ['kill-session', '-t', session])
    await server?.stop()
    if (server) removeFolder(server.dataDir)
  })

  it('finds by name, opens the account, views the ID images, approves the real name, replies to a request', async () => {
    await screenWhen((text) => text.includes('Find:'))
    typeText('kavya')
    keys('Enter')
    await screenWhen((text) => text.includes('name Kavya Menon'))
    keys('Enter')
    await screenWhen((text) => text.includes('KYC under review') && text.includes('stock.available'))
    for (let tab = 0; tab < 7; tab += 1) {
      keys('Right')
      await pause()
    }
    await screenWhen((text) => text.includes('ID number'))
    typeText('i')
    const images = await screenWhen((text) => text.includes('(audited) · images:'))
    expect(images).toContain(`${applicant}-front.png`)

    keys('Tab')
    await screenWhen((text) => text.includes(`${applicant}  Kavya Menon`))
    await pressUntil('a', (text) => text.includes('Confirm: approve real name'))
    typeText('y')
    await screenWhen((text) => text.includes(`approve ${applicant}: done`))

    keys('Tab')
    await screenWhen((text) => text.includes('is it approved'.slice(0, 10)) || text.includes('My friend'))
    keys('Enter')
    await screenWhen((text) => text.includes(`#${ticket} · ${demo.investor}`))
    typeText('w')
    await pause()
    typeText('Yes: approved a minute ago.')
    keys('Enter')
    await screenWhen((text) => text.includes(`reply ${ticket}: done`))
    keys('C-c')

    const kyc = await support.run(['kyc', 'show', applicant, '--json', '--out', support.env.XDG_CONFIG_HOME ?? '.'])
    expect(JSON.parse(kyc.out)).toMatchObject({ isActive: 2 })
    const thread = await support.run(['tickets', 'show', String(ticket), '--json'])
    expect(JSON.parse(thread.out)).toMatchObject({
      request: { status: 1 },
      messages: [{ author: 'investor' }, { author: 'support', text: 'Yes: approved a minute ago.' }],
    })
  }, 120_000)
})
