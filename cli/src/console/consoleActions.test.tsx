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
import { createAccountTabActions } from './accountTabActions.js'
import { ConsoleApp } from './ConsoleApp.js'
import { createIdentityActions } from './identityActions.js'
import { fetchIn } from './languageFetch.js'
import { openPrivateFolder } from './privateFolder.js'
import { createTrailStore } from './trailStore.js'

// One real server whose clock is ahead of the host's, so a second admin added by the host command before it starts
// was active before every proposal (DECISIONS §21); the console's actions at 80×24 and 120×40, read by frames.
let server: ServerProcess
const tokens: Record<'support' | 'admin' | 'second' | 'auditor', string> = {
  support: '',
  admin: '',
  second: '',
  auditor: '',
}
let investor = ''
const folder = openPrivateFolder()
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
  tokens.auditor = await staffLogin('auditor')
  investor = await investorToken(server.url, demo.investor, demo.investorPassword)
}, 240_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
  folder.remove()
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
  auditor: ['auditor'],
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
      identity={createIdentityActions(client, { server: server.url, token: () => token }, folder)}
      tabs={createAccountTabActions(client, folder.path)}
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
  /** Presses → from the queue shown to `name` (only the queues the role may read are offered). */
  const toQueue = async (name: ReviewQueueName) => {
    for (let step = 0; step < reviewQueueNames.length && queues.getState().queue !== name; step += 1)
      await type(keys.right)
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

  it('the staff trail: admin filters by staff member; support is not offered it', async () => {
    // An admin reads no help desk: account, queues, trail (issue 34).
    const admin = consoleAt(size, 'admin')
    expect(admin.app.lastFrame()).not.toContain('Help desk')
    for (let view = 0; view < 2; view += 1) await admin.type(keys.tab)
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

    // Support may not read the trail: no Trail view (issue 34); Tab goes back to the account.
    const support = consoleAt(size, 'support')
    expect(support.app.lastFrame()).not.toContain('Trail')
    for (let view = 0; view < 3; view += 1) await support.type(keys.tab)
    expect(await support.frame((text) => text.includes('Find:'))).not.toContain('Staff trail')
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

/** The refused rows the trail holds for a member. */
const refusedRows = async (staff: string) => {
  const trail = await fetch(`${server.url}/staff-api/audit?staff=${staff}&limit=1000`, {
    headers: { authorization: `Bearer ${tokens.admin}` },
  })
  const rows = ((await trail.json()) as { data: { route: string; outcome: string }[] }).data
  return rows.filter((row) => row.outcome !== 'ok').map((row) => row.route)
}

describe('the keys a role is offered (issue 34)', () => {
  const size = sizes[0]

  it('the first screen says how to quit and open the help from the Find box, and q types', async () => {
    const { app, frame, type } = consoleAt(size, 'support')
    const first = await frame((text) => text.includes('Find:'))
    expect(first).toContain('? help (box empty) · Ctrl-C quit')
    expect(first).not.toContain('q quit')
    await type('?')
    await frame((text) => text.includes('— keys'))
    await type(keys.escape)
    await type('q')
    expect(await frame((text) => text.includes('Find: q_'))).not.toContain('— keys')
    await type('?')
    expect(app.lastFrame()).toContain('Find: q?_')
    app.unmount()
  }, 60_000)

  it('support browses every view, queue and tab it is offered: no refused read in the trail', async () => {
    const before = await refusedRows('support')
    const { app, frame, type, openInvestor } = consoleAt(size, 'support')
    expect(await frame((text) => text.includes('Help desk'))).not.toContain('Trail')
    await openInvestor()
    for (let tab = 0; tab < 10; tab += 1) await type(keys.right)
    await type(keys.tab)
    const queue = await frame((text) => text.includes('KYC') && !text.includes('loading'))
    expect(queue).not.toContain('Withdrawals')
    for (let step = 0; step < 3; step += 1) await type(keys.right)
    await type(keys.tab)
    await frame((text) => text.includes('Enter read'))
    await type(keys.tab)
    await frame((text) => text.includes('stock.available'))
    expect(await refusedRows('support')).toEqual(before)
    app.unmount()
  }, 60_000)

  it('Identity and Balances show their keys; a role refusal comes before any reason or question', async () => {
    const support = consoleAt(size, 'support')
    await support.openInvestor()
    expect(support.app.lastFrame()).not.toContain('j propose')
    await support.type(keys.left)
    await support.type(keys.left)
    await support.type(keys.left)
    expect(await support.frame((text) => text.includes('Real name'))).toContain(
      'i full ID + images · b bank-card reset · o sign out everywhere · p funding-password reset',
    )
    support.app.unmount()

    const admin = consoleAt(size, 'admin')
    await admin.openInvestor()
    expect(await admin.frame((text) => text.includes('j propose an adjustment'))).toContain('stock.available')
    // An overdrawing adjustment is flagged at proposal, in the question and in the outcome.
    await admin.type('j')
    await admin.type(keys.enter)
    await admin.type('-99999999\r')
    await admin.type('typo\r')
    expect(await admin.frame((text) => text.includes('Confirm:'))).toContain(
      'OVERDRAWS: approval refused unless the balance rises first',
    )
    await admin.type('y')
    const flagged = await admin.frame((text) => text.includes('proposed:'))
    expect(flagged).toContain('Warning: booked now, this takes the stock available balance from')
    const overdraw = Number(/adjustment (\d+) proposed/.exec(flagged)?.[1])
    expect((await staffPost(tokens.admin, '/adjustments/reject', { id: overdraw, reason: 'typo' })).status).toBe(0)
    await admin.type(keys.left)
    await admin.type('x')
    const stopped = await admin.frame((text) => text.includes('Your role may not do this'))
    expect(stopped).not.toContain('reason:')
    await admin.type(keys.left)
    await admin.type(keys.left)
    await admin.frame((text) => text.includes('Real name'))
    expect(admin.app.lastFrame()).not.toContain('b bank-card reset')
    await admin.type('b')
    await admin.type('o')
    expect(admin.app.lastFrame()).not.toContain('reason:')
    expect(admin.app.lastFrame()).toContain('Your role may not do this')
    admin.app.unmount()

    const auditor = consoleAt(size, 'auditor')
    await auditor.type(keys.tab)
    await auditor.frame((text) => text.includes('KYC') && !text.includes('loading'))
    await auditor.type('x')
    const refused = await auditor.frame((text) => text.includes('Your role may not do this'))
    expect(refused).not.toContain('reason:')
    expect(refused).not.toContain('Confirm:')
    auditor.app.unmount()
  }, 60_000)
})

/** A staff call over HTTP as a member (what another admin's console would send). */
const staffPost = async <A,>(token: string, path: string, payload: Record<string, unknown>) => {
  const answer = await fetch(`${server.url}/staff-api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  })
  return (await answer.json()) as { status: number; msg: string; data: A }
}

describe('the Settings queue (issue 34)', () => {
  it('shows the value in force now, marks a proposal another approval overtook, and its approval is refused', async () => {
    const propose = (value: string) =>
      staffPost<{ id: number }>(tokens.admin, '/settings/propose', { name: 'withFeePercent', value, reason: 'cost' })
    const [taken, overtaken] = [await propose('0.007'), await propose(' 0.006')]
    expect((await staffPost(tokens.second, '/settings/approve', { id: taken.data.id })).status).toBe(0)
    const second = consoleAt(sizes[0], 'second')
    await second.type(keys.tab)
    await second.toQueue('settingProposals')
    const queue = await second.frame((text) => new RegExp(`${overtaken.data.id} +withFeePercent`).test(text))
    expect(queue).toMatch(new RegExp(`${overtaken.data.id} withFeePercent +0\\.006 +0\\.008 +0\\.007 stale`))
    for (let row = 0; row < 10 && !second.app.lastFrame()?.includes(`#${overtaken.data.id} by`); row += 1)
      await second.type(keys.down)
    await second.type('a')
    expect(await second.frame((text) => text.includes('Confirm:'))).toContain(
      `setting proposal ${overtaken.data.id} · withFeePercent 0.007 → 0.006 · by admin · stale: made when it was 0.008`,
    )
    await second.type('y')
    expect(await second.frame((text) => text.includes(`approve ${overtaken.data.id}:`))).toContain(
      'another approval has made it 0.007 since',
    )
    second.app.unmount()
  }, 60_000)
})

describe('the staff members list (issue 34)', () => {
  it('an admin disables the selected member at once, after a reason and y/n', async () => {
    const made = await staffPost<{ id: number }>(tokens.admin, '/staff/propose', {
      action: 'create',
      name: 'temp-clerk',
      password: 'temp-clerk-password-1',
      roles: ['support'],
      reason: 'a week of cover',
    })
    expect((await staffPost(tokens.second, '/staff/approve', { id: made.data.id })).status).toBe(0)
    const admin = consoleAt(sizes[0], 'admin')
    await admin.type(keys.tab)
    await admin.toQueue('staffProposals')
    await admin.type('m')
    await admin.frame((text) => text.includes('Staff members'))
    for (let row = 0; row < 12 && !admin.app.lastFrame()?.includes('d disable temp-clerk'); row += 1)
      await admin.type(keys.down)
    await admin.type('d')
    await admin.type('left the company\r')
    expect(await admin.frame((text) => text.includes('Confirm:'))).toContain(
      'Confirm: disable staff temp-clerk (support) at once: no sign-in, sessions end · reason: left the company?',
    )
    await admin.type('y')
    // The outcome, then the list read again.
    await admin.frame((text) => text.includes('temp-clerk disabled') && /temp-clerk +support +yes/.test(text))
    const signIn = await fetch(`${server.url}/staff-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'temp-clerk', password: 'temp-clerk-password-1' }),
    })
    expect(((await signIn.json()) as { status: number }).status).not.toBe(0)
    admin.app.unmount()
  }, 60_000)
})
