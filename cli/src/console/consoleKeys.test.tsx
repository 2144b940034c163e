import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createAccountLookupStore,
  createReviewQueueStore,
  createStaffClient,
  createTicketDeskStore,
  createUserSearchStore,
} from '@bourse/react-hooks'
import { render } from 'ink-testing-library'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'
import { frameWhen, terminalKeys as keys, press } from '../testing/inkFrames.js'
import {
  bindCard,
  investorToken,
  postForm,
  registeredInvestor,
  submitKyc,
  withdraw,
} from '../testing/investorActions.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../testing/serverProcess.js'
import { createAccountTabActions } from './accountTabActions.js'
import { ConsoleApp } from './ConsoleApp.js'
import { createIdentityActions } from './identityActions.js'

// One real server; the console at 80×24 and at 120×40, driven by key bursts and pastes, read by frames.
let server: ServerProcess
const tokens: Record<'support' | 'finance', string> = { support: '', finance: '' }
const withdrawals: number[] = []
const applicant = '9123456701'
let secondToken = ''
const imagesFolder = mkdtempSync(join(tmpdir(), 'bourse-console-images-'))

const staffLogin = (name: string) =>
  staffTokenOf(server.url, name, demo.staffPassword, demo.staffTotpSecret, server.clock)

beforeAll(async () => {
  server = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' })
  tokens.support = await staffLogin('support')
  tokens.finance = await staffLogin('finance')
  const investor = await investorToken(server.url, demo.investor, demo.investorPassword)
  // Twenty transfers: the look-up's fund flow (its latest 20 rows) is all transfers and withdrawals.
  for (let n = 0; n < 10; n += 1) {
    const moved = await postForm(server.url, '/user/transAmt.do', investor, { amt: '10', type: n % 2 ? '2' : '1' })
    if (moved.status !== 0) throw new Error(moved.msg)
  }
  const other = await investorToken(server.url, demo.otherInvestor, demo.investorPassword)
  secondToken = other
  await submitKyc(server.url, await registeredInvestor(server.url, applicant), 'Kavya Menon')
  // Forty help requests: more than either terminal lists at once.
  for (let n = 1; n <= 40; n += 1) {
    const filed = await postForm(server.url, '/user/helpDesk/create.do', other, {
      topic: 'other',
      message: `Question ${n}`,
    })
    if (filed.status !== 0) throw new Error(filed.msg)
  }
  await bindCard(server.url, investor)
  withdrawals.push(await withdraw(server.url, investor, '2000'), await withdraw(server.url, investor, '1500'))
}, 240_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

const sizes = [
  { columns: 80, rows: 24 },
  { columns: 120, rows: 40 },
] as const

const consoleAt = (size: { columns: number; rows: number }, token: string) => {
  const client = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => token })
  const element = (
    <ConsoleApp
      staff="support"
      server="http://127.0.0.1:8080"
      lookup={createAccountLookupStore(client)}
      queues={createReviewQueueStore(client)}
      tickets={createTicketDeskStore(client)}
      search={createUserSearchStore(client)}
      identity={createIdentityActions(client, { server: server.url, token: () => token }, imagesFolder)}
      tabs={createAccountTabActions(client, imagesFolder)}
      size={size}
    />
  )
  const app = render(element)
  // ink-testing-library's terminal is 100 columns: give it the size under test.
  Object.defineProperty(app.stdout, 'columns', { value: size.columns })
  app.rerender(element)
  return app
}

/** Every line fits the terminal and the frame fills no more than its rows. */
const expectFits = (frame: string, size: { columns: number; rows: number }) => {
  const lines = frame.split('\n')
  expect(lines.length).toBeLessThanOrEqual(size.rows)
  for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(size.columns)
}

describe.each(sizes)('bourse console at $columns×$rows', (size) => {
  it('takes a pasted phone with +91 and Enter, erases a burst of Backspaces, shows the fund flow with its references', async () => {
    const app = consoleAt(size, tokens.support)
    await press(app.stdin, '12345')
    await press(app.stdin, '\u007f'.repeat(10))
    expect(app.lastFrame()).toMatch(/Find: _{24}/)
    await press(app.stdin, '+91 90000-00001\r')
    const account = await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available'))
    expect(account).toContain('9000000001')
    expect(account).toMatch(/stock\.available +\d{1,3}(,\d{3})*\.\d\d/)
    await press(app.stdin, keys.right)
    await press(app.stdin, keys.right)
    await press(app.stdin, keys.right)
    const flow = await frameWhen(app.lastFrame, (frame) => frame.includes('transferIn'))
    expect(flow).toContain(size.columns >= 120 ? 'reference / reason' : 'ref.')
    expectFits(flow, size)
    await press(app.stdin, 'e')
    await press(app.stdin, keys.enter)
    const saved = await frameWhen(app.lastFrame, (frame) => frame.includes('fund flow saved'))
    expect(saved).toContain('9000000001-fund-flow.csv')
    const csv = readFileSync(join(imagesFolder, '9000000001-fund-flow.csv'), 'utf8').split('\n')
    expect(csv[0]).toBe('time,account,type,amount,balanceAfter,reference')
    expect(
      csv.some((line) =>
        /^2026-11-24T04:00:00\.000Z,stock\.available,transferOut,-10\.00,\d+\.\d\d,transfer:/.test(line),
      ),
    ).toBe(true)
    app.unmount()
  }, 90_000)

  it('finds an investor by part of the name (a q typed is a letter), lists the matches, Enter opens one', async () => {
    const app = consoleAt(size, tokens.support)
    await press(app.stdin, 'qsha')
    await press(app.stdin, '\u007f'.repeat(4))
    await press(app.stdin, 'asha ver')
    await press(app.stdin, keys.enter)
    const found = await frameWhen(app.lastFrame, (frame) => frame.includes('name Asha Verma'))
    expect(found).toMatch(/phone +name +KYC +found by/)
    expect(found).toMatch(/9000000001 Asha Verma +approved +name Asha Verma/)
    expectFits(found, size)
    await press(app.stdin, keys.enter)
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available'))).toContain('9000000001')
    app.unmount()
  }, 90_000)

  it('Identity: i shows the full ID and saves the images (audited); b resets the card after a reason and y/n', async () => {
    await bindCard(server.url, secondToken).catch(() => undefined)
    const app = consoleAt(size, tokens.support)
    await press(app.stdin, `${applicant}\r`)
    await frameWhen(app.lastFrame, (frame) => frame.includes('Kavya Menon'))
    for (let tab = 0; tab < 7; tab += 1) await press(app.stdin, keys.right)
    await frameWhen(app.lastFrame, (frame) => frame.includes('ID number'))
    await press(app.stdin, 'i')
    const shown = await frameWhen(app.lastFrame, (frame) => frame.includes('(audited) · images:'))
    expect(shown).toMatch(/ID \d{12} \(audited\)/)
    expect(
      readdirSync(imagesFolder)
        .filter((file) => file.startsWith(applicant))
        .sort(),
    ).toEqual([`${applicant}-back.png`, `${applicant}-front.png`])
    await press(app.stdin, keys.escape)
    await press(app.stdin, `${demo.otherInvestor}\r`)
    await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available'))
    for (let tab = 0; tab < 7; tab += 1) await press(app.stdin, keys.right)
    await frameWhen(app.lastFrame, (frame) => frame.includes('Bank card   HDFC Bank'))
    await press(app.stdin, 'b')
    await press(app.stdin, 'investor lost the card\r')
    const asked = await frameWhen(app.lastFrame, (frame) => frame.includes('Confirm: reset the bank card'))
    expect(asked.replace(/\s+/g, ' ')).toMatch(
      /reset the bank card of 9000000002 .+ \(HDFC Bank \*{4}\d{4}\) · reason: investor lost the card/,
    )
    expectFits(asked, size)
    await press(app.stdin, 'y')
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('removed'))).toMatch(
      /bank card HDFC Bank \*{4}\d{4} removed/,
    )
    // o: every session of the investor ends, after a reason and y/n.
    await press(app.stdin, 'o')
    await press(app.stdin, 'phone reported stolen\r')
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('out everywhere'))).toContain('Confirm: sign')
    await press(app.stdin, 'y')
    await frameWhen(app.lastFrame, (frame) => /\d+ session\(s\) ended/.test(frame))
    const after = await postForm(server.url, '/user/getUserInfo.do', secondToken)
    expect(after.msg).toBe('Please log in first')
    secondToken = await investorToken(server.url, demo.otherInvestor, demo.investorPassword)
    app.unmount()
  }, 90_000)

  it('fills the terminal with the help-desk queue and pages it with PgUp, PgDn, Home and End', async () => {
    const app = consoleAt(size, tokens.support)
    await press(app.stdin, keys.tab)
    await press(app.stdin, keys.tab)
    const first = await frameWhen(app.lastFrame, (frame) => /rows 1–\d+ of 40/.test(frame))
    const shown = Number(/rows 1–(\d+) of 40/.exec(first)?.[1])
    // The list takes the terminal's rows but 9: title, filters, heading, counter, hints, a notice, footer, and a
    // line each for a question and the prompt.
    expect(shown).toBe(size.rows - 9)
    expect(first.split('\n').length).toBe(size.rows - 3)
    expectFits(first, size)
    await press(app.stdin, keys.end)
    const last = await frameWhen(app.lastFrame, (frame) => frame.includes(`–40 of 40`))
    expect(last).toContain('Question 40')
    await press(app.stdin, keys.home)
    const top = await frameWhen(app.lastFrame, (frame) => frame.includes(`rows 1–${shown} of 40`))
    expect(top).toMatch(/Question 1\n/)
    await press(app.stdin, keys.pageDown)
    const paged = await frameWhen(app.lastFrame, (frame) => !frame.includes('rows 1–'))
    expectFits(paged, size)
    await press(app.stdin, keys.pageUp)
    await frameWhen(app.lastFrame, (frame) => frame.includes(`rows 1–${shown} of 40`))
    app.unmount()
  }, 90_000)

  it('asks y/n with the amount, the fee, what is sent and the account before paying a withdrawal', async () => {
    const app = consoleAt(size, tokens.finance)
    await press(app.stdin, keys.tab)
    await press(app.stdin, keys.right)
    const queue = await frameWhen(app.lastFrame, (frame) => frame.includes('received') && /\d,\d{3}\.00/.test(frame))
    expect(queue).toMatch(/id +phone +name +amount +fee +received +applied/)
    if (size.columns >= 120) expect(queue).toContain('HDFC Bank ****')
    expectFits(queue, size)
    const id = withdrawals.find((each) => queue.includes(`\n${each} `)) ?? withdrawals[0]
    await press(app.stdin, 'a')
    const asked = await frameWhen(app.lastFrame, (frame) => frame.includes('Confirm: pay withdrawal'))
    expect(asked).toMatch(/pay withdrawal \d+ · [\d,]+\.\d\d \(fee [\d.]+, sends [\d,]+\.\d\d\) · 9000000001/)
    expectFits(asked, size)
    await press(app.stdin, 'n')
    expect(app.lastFrame()).not.toContain('Confirm:')
    expect(app.lastFrame()).not.toContain('done')
    await press(app.stdin, 'a')
    await press(app.stdin, 'y')
    expect(await frameWhen(app.lastFrame, (frame) => /pay \d+: done/.test(frame))).toBeTruthy()
    expect(id).toBeGreaterThan(0)
    app.unmount()
  }, 90_000)
})
