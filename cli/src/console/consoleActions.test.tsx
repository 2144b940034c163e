import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Language, Staff } from '@bourse/core'
import {
  createAccountLookupStore,
  createReviewQueueStore,
  createStaffClient,
  createTicketDeskStore,
  createUserSearchStore,
  type ReviewQueueName,
  reviewQueueNames,
} from '@bourse/react-hooks'
import { render } from 'ink-testing-library'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'
import { frameWhen as frameOnce, terminalKeys as keys, press } from '../testing/inkFrames.js'
import { investorToken, postForm } from '../testing/investorActions.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../testing/serverProcess.js'
import { ConsoleApp } from './ConsoleApp.js'
import { fetchIn } from './languageFetch.js'
import { createTrailStore } from './trailStore.js'

// One real server whose clock is ahead of the host's, so a second admin added by the host command before it starts
// was active before every proposal (DECISIONS §21); the console's actions at 80×24 and 120×40, read by frames.
let server: ServerProcess
const tokens: Record<'support' | 'admin' | 'second', string> = { support: '', admin: '', second: '' }
let investor = ''
const secondAdmin = 'second-admin'
const secondPassword = 'second-admin-password'

/** A member added by the host command has no authenticator yet: `staffTokenOf` enrols them first. */
const staffLogin = (name: string, password: string = demo.staffPassword) =>
  staffTokenOf(server.url, name, password, demo.staffTotpSecret, server.clock)

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'bourse-console-actions-'))
  const added = spawnSync(
    process.execPath,
    [resolve(import.meta.dirname, '../../../server/dist/staffAdd.js'), secondAdmin, 'admin'],
    { input: `${secondPassword}\n`, env: { ...process.env, BOURSE_DATA_DIR: folder, BOURSE_PASSWORD_COST: '10' } },
  )
  if (added.status !== 0) throw new Error(`host staff add failed: ${added.stderr.toString()}`)
  server = await startServerProcess({ BOURSE_CLOCK: '2030-01-08T04:00:00Z' }, folder)
  tokens.support = await staffLogin('support')
  tokens.admin = await staffLogin('admin')
  tokens.second = await staffLogin(secondAdmin, secondPassword)
  investor = await investorToken(server.url, demo.investor, demo.investorPassword)
}, 240_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

/** The frame once `done`, its whitespace collapsed (the wrapped question reads as one line). */
const frameWhen = async (lastFrame: () => string | undefined, done: (frame: string) => boolean): Promise<string> =>
  (await frameOnce(lastFrame, done)).replace(/\s+/g, ' ')

const sizes = [
  { columns: 80, rows: 24 },
  { columns: 120, rows: 40 },
] as const

const rolesOf: Record<keyof typeof tokens, Staff.StaffRole[]> = {
  support: ['support'],
  admin: ['admin'],
  second: ['admin'],
}

const consoleAt = (size: { columns: number; rows: number }, who: keyof typeof tokens, language: Language = 'en') => {
  const token = tokens[who]
  const client = createStaffClient({ baseUrl: server.url, fetch: fetchIn(language), getToken: () => token })
  const queues = createReviewQueueStore(client)
  const element = (
    <ConsoleApp
      staff={who}
      server="http://127.0.0.1:8080"
      lookup={createAccountLookupStore(client)}
      queues={queues}
      tickets={createTicketDeskStore(client)}
      search={createUserSearchStore(client)}
      actions={{ client, roles: rolesOf[who], language }}
      trail={createTrailStore(client)}
      size={size}
    />
  )
  const app = render(element)
  Object.defineProperty(app.stdout, 'columns', { value: size.columns })
  app.rerender(element)
  const frame = (done: (frame: string) => boolean) => frameWhen(app.lastFrame, done)
  const type = (text: string) => press(app.stdin, text)
  /** Presses → until `shown` is on screen (tabs and queues are found by what they show, not by their count). */
  const rightUntil = async (shown: (frame: string) => boolean) => {
    for (let step = 0; step < 12 && !shown(app.lastFrame() ?? ''); step += 1) await type(keys.right)
    return frame(shown)
  }
  const openInvestor = async () => {
    await type(`${demo.investor}\r`)
    await frame((text) => text.includes('stock.available'))
  }
  /** Presses → from the queue shown to `name` (counted in the console's own queue order). */
  const toQueue = async (name: ReviewQueueName) => {
    const count = reviewQueueNames.length
    const steps = (reviewQueueNames.indexOf(name) - reviewQueueNames.indexOf(queues.getState().queue) + count) % count
    for (let step = 0; step < steps; step += 1) await type(keys.right)
    await frame(() => queues.getState().queue === name && !queues.getState().loading)
  }
  return { app, frame, type, rightUntil, openInvestor, toQueue, queues }
}

/** Every line fits the terminal and the frame fills no more than its rows. */
const expectFits = (frame: string | undefined, size: { columns: number; rows: number }) => {
  const lines = (frame ?? '').split('\n')
  expect(lines.length).toBeLessThanOrEqual(size.rows)
  for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(size.columns)
}

describe.each(sizes)('console actions at $columns×$rows', (size) => {
  it('support resets a funding password after a reason and y/n; j (adjustments) is refused to support', async () => {
    expect((await postForm(server.url, '/user/insertWithPwd.do', investor, { withPwd: 'fund1234' })).status).toBe(0)
    const { app, frame, type, rightUntil, openInvestor } = consoleAt(size, 'support')
    await openInvestor()
    await type('j')
    expect(await frame((text) => text.includes('Your role may not do this'))).not.toContain('propose an adjustment')
    await rightUntil((text) => text.includes('Real name'))
    await type('p')
    await frame((text) => text.includes('funding-password reset — reason'))
    await type(keys.enter)
    await frame((text) => text.includes('A reason is required'))
    await type('forgot it, verified by phone\r')
    const asked = await frame((text) => text.includes('Confirm:'))
    expect(asked).toMatch(
      /Confirm: reset the funding password of 9000000001 Asha Verma · reason: forgot it, verified by phone\? y yes · n no/,
    )
    expectFits(app.lastFrame(), size)
    await type('y')
    expect(await frame((text) => text.includes('removed'))).toContain(
      'funding password of 9000000001 removed: they can set a new one',
    )
    await type('p')
    await type('again\r')
    await frame((text) => text.includes('Confirm:'))
    await type('y')
    expect(await frame((text) => text.includes('refused:'))).toContain(
      'refused: This user has no funding password to reset',
    )
    app.unmount()
  }, 60_000)

  it('admin proposes an adjustment (core reads the amount); the proposer is refused; a second admin approves', async () => {
    const admin = consoleAt(size, 'admin')
    await admin.openInvestor()
    await admin.type('j')
    await admin.frame((text) => text.includes('propose an adjustment — account'))
    await admin.type(keys.enter)
    await admin.type('12.345\r')
    expect(await admin.frame((text) => text.includes('at most 2 decimals'))).toContain(
      'The amount may have at most 2 decimals',
    )
    await admin.type(`${keys.erase}+1,250.5\r`)
    await admin.type('goodwill for the outage\r')
    const asked = await admin.frame((text) => text.includes('Confirm:'))
    expect(asked).toMatch(
      /Confirm: propose adjustment \+1,250\.50 to the stock balance of 9000000001 Asha Verma \(available [\d,]+\.\d\d → [\d,]+\.\d\d\) · reason: goodwill for the outage/,
    )
    expectFits(admin.app.lastFrame(), size)
    await admin.type('y')
    const proposed = await admin.frame((text) => text.includes('proposed:'))
    const id = /adjustment (\d+) proposed/.exec(proposed)?.[1]
    expect(id).toBeDefined()
    await admin.type(keys.tab)
    // An admin's queues open at the first one the role may read: no refused read in the trail.
    expect(admin.queues.getState().queue).toBe('adjustments')
    await admin.toQueue('adjustments')
    await admin.type('a')
    expect(await admin.frame((text) => text.includes('Confirm:'))).toContain(
      `Confirm: approve adjustment ${id} · +1,250.50 to the stock balance of 9000000001 · reason: goodwill for the outage · by admin?`,
    )
    await admin.type('y')
    expect(await admin.frame((text) => text.includes(`approve ${id}:`))).toContain(
      `approve ${id}: A second admin must approve an adjustment`,
    )
    admin.app.unmount()

    const second = consoleAt(size, 'second')
    await second.type(keys.tab)
    await second.toQueue('adjustments')
    expect(await second.frame((text) => text.includes('goodwill'))).toContain(`by admin at 2030-01-08 04:00`)
    await second.type('a')
    await second.frame((text) => text.includes('Confirm:'))
    await second.type('y')
    expect(await second.frame((text) => text.includes(`approve ${id}:`))).toContain(`approve ${id}: done`)
    expectFits(second.app.lastFrame(), size)
    second.app.unmount()
  }, 60_000)

  it('admin proposes a setting within its bound and a staff member; a second admin approves the setting', async () => {
    const value = size.columns === 80 ? '4' : '5'
    const admin = consoleAt(size, 'admin')
    await admin.type(keys.tab)
    await admin.toQueue('settingProposals')
    await admin.type('n')
    await admin.frame((text) => text.includes('propose a setting — setting'))
    await admin.type('withFeeSingle\r')
    await admin.type('-5\r')
    expect(await admin.frame((text) => text.includes('at least'))).toContain('withFeeSingle must be at least 0')
    await admin.type(`${keys.erase}${value}\r`)
    await admin.type('bank charges rose\r')
    const asked = await admin.frame((text) => text.includes('Confirm:'))
    expect(asked).toMatch(
      new RegExp(
        `Confirm: propose withFeeSingle \\S+ → ${value} · reason: bank charges rose · a second admin approves\\?`,
      ),
    )
    expectFits(admin.app.lastFrame(), size)
    await admin.type('y')
    const made = await admin.frame((text) => text.includes('setting proposal'))
    const id = /setting proposal (\d+) made/.exec(made)?.[1]
    expect(id).toBeDefined()

    await admin.toQueue('staffProposals')
    await admin.frame((text) => text.includes('n propose · m members'))
    await admin.type('m')
    expect(await admin.frame((text) => text.includes('Staff members'))).toMatch(/second-admin +admin/)
    expectFits(admin.app.lastFrame(), size)
    await admin.type('n')
    await admin.frame((text) => text.includes('propose a staff change — action'))
    await admin.type('create\r')
    await admin.type(`clerk-${size.columns}\r`)
    await admin.type('finance,support\r')
    expect(await admin.frame((text) => text.includes('may not be held'))).toContain(
      'finance and support may not be held by one member',
    )
    await admin.type(`${keys.erase}support\r`)
    await admin.type('a-long-enough-password')
    const secret = await admin.frame((text) => text.includes('first password'))
    expect(secret).toContain('*'.repeat(22))
    expect(secret).not.toContain('a-long-enough-password')
    await admin.type(keys.enter)
    await admin.type('hired for the desk\r')
    expect(await admin.frame((text) => text.includes('Confirm:'))).toContain(
      `Confirm: propose: create staff clerk-${size.columns} with roles support · reason: hired for the desk · a second admin approves?`,
    )
    await admin.type('y')
    expect(await admin.frame((text) => text.includes('staff proposal'))).toMatch(/staff proposal \d+ made/)
    await admin.frame((text) => text.includes(`clerk-${size.columns}`))
    admin.app.unmount()

    const second = consoleAt(size, 'second')
    await second.type(keys.tab)
    await second.toQueue('settingProposals')
    await second.frame((text) => text.includes('bank charges rose'))
    await second.type('a')
    expect(await second.frame((text) => text.includes('Confirm:'))).toMatch(
      new RegExp(`Confirm: approve setting proposal ${id} · withFeeSingle \\S+ → ${value} · by admin\\?`),
    )
    await second.type('y')
    expect(await second.frame((text) => text.includes(`approve ${id}:`))).toContain(`approve ${id}: done`)
    second.app.unmount()
  }, 60_000)

  it('the staff trail: admin filters by staff member; support sees its role refused', async () => {
    const admin = consoleAt(size, 'admin')
    for (let view = 0; view < 3; view += 1) await admin.type(keys.tab)
    await admin.frame((text) => text.includes('Staff trail') && /#\d+ /.test(text))
    await admin.type('f')
    await admin.type('support\r')
    await admin.type('\r')
    await admin.type('\r')
    const filtered = await admin.frame((text) => text.includes('trail row(s)'))
    expect(filtered).toContain('staff support · investor any · since the start')
    expect(filtered).toContain('/fundingPassword/reset')
    expect(filtered).not.toContain('/adjustments/propose')
    await admin.type(keys.up)
    expect(await admin.frame((text) => text.includes('· forgot it'))).toMatch(
      /#\d+ investor 9000000001 · forgot it, verified by phone/,
    )
    expectFits(admin.app.lastFrame(), size)
    admin.app.unmount()

    const support = consoleAt(size, 'support')
    for (let view = 0; view < 3; view += 1) await support.type(keys.tab)
    expect(await support.frame((text) => text.includes('Staff trail'))).not.toContain('/fundingPassword/reset')
    await support.frame((text) => text.includes('Your role may not do this'))
    await support.type(keys.tab)
    await support.type(keys.tab)
    await support.toQueue('staffProposals')
    await support.type('n')
    await support.type('m')
    const refused = await support.frame((text) => text.includes('Your role may not do this'))
    expect(refused).not.toContain('propose a staff change')
    expect(refused).not.toContain('Staff members')
    expect(refused).not.toContain('n propose')
    support.app.unmount()
  }, 60_000)
})

describe('console actions in the reader’s language', () => {
  it('refuses a bad amount and the proposer’s own approval in traditional Chinese', async () => {
    const admin = consoleAt(sizes[0], 'admin', 'zh-TW')
    await admin.openInvestor()
    await admin.type('j')
    await admin.type(keys.enter)
    await admin.type('1.005\r')
    expect(await admin.frame((text) => text.includes('金額'))).toContain('金額最多保留兩位小數')
    await admin.type(`${keys.erase}0\r`)
    expect(await admin.frame((text) => text.includes('調整金額'))).toContain('調整金額不能為 0')
    await admin.type(`${keys.erase}10\r`)
    await admin.type('rounding\r')
    await admin.frame((text) => text.includes('Confirm:'))
    await admin.type('y')
    const id = /adjustment (\d+) proposed/.exec(await admin.frame((text) => text.includes('proposed:')))?.[1]
    await admin.type(keys.tab)
    await admin.toQueue('adjustments')
    await admin.frame((text) => text.includes('rounding'))
    await admin.type('a')
    await admin.frame((text) => text.includes('Confirm:'))
    await admin.type('y')
    expect(await admin.frame((text) => text.includes(`approve ${id}:`))).toContain(
      `approve ${id}: 調整須由另一位管理員批准`,
    )
    admin.app.unmount()
  }, 60_000)
})
