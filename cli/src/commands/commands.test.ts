import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyFinancing,
  applyWelfare,
  bindCard,
  investorToken,
  openRecharge,
  postForm,
  registeredInvestor,
  submitKyc,
  usStock,
  withdraw,
} from '../testing/investorActions.js'
import { runBuilt, signedInStaff, type TerminalUser, terminalUser } from '../testing/runBuilt.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../testing/serverProcess.js'

// One real server (demo data, clock inside the withdrawal hours); each test runs the built CLI as a process.
let server: ServerProcess
let support: TerminalUser
let finance: TerminalUser
let auditor: TerminalUser
let admin: TerminalUser
const applicant = '9123456780'
const rejectedApplicant = '9123456781'
let withdrawals: number[]
let recharges: string[]
let financingIds: number[]
let stockCode: string

beforeAll(async () => {
  server = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' })
  const staff = await Promise.all(
    ['support', 'finance', 'auditor', 'admin'].map((name) =>
      signedInStaff(server.url, name, demo.staffPassword, server.clock),
    ),
  )
  ;[support, finance, auditor, admin] = staff as [TerminalUser, TerminalUser, TerminalUser, TerminalUser]
  for (const [phone, name, idNumber] of [
    [applicant, 'Asha Rao', '998877665544'],
    [rejectedApplicant, 'Ravi Kumar', '998877665545'],
  ] as const)
    await submitKyc(server.url, await registeredInvestor(server.url, phone), name, idNumber)
  const first = await investorToken(server.url, demo.investor, demo.investorPassword)
  const second = await investorToken(server.url, demo.otherInvestor, demo.investorPassword)
  await bindCard(server.url, first)
  await bindCard(server.url, second)
  withdrawals = [await withdraw(server.url, first, '2000'), await withdraw(server.url, first, '1500')]
  recharges = [await openRecharge(server.url, first, '500'), await openRecharge(server.url, first, '600')]
  await applyWelfare(server.url, first, 'WELCOME1')
  await applyWelfare(server.url, second, 'WELCOME2')
  financingIds = [await applyFinancing(server.url, first), await applyFinancing(server.url, second)]
  stockCode = (await usStock(server.url)).code
}, 300_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

const json = <T>(text: string): T => JSON.parse(text) as T

/** A refusal: exit 1 and exactly one line on stderr, never a stack trace. */
const expectRefused = (result: { exitCode: number; err: string; out: string }) => {
  expect(result.exitCode, result.out).toBe(1)
  expect(result.err).toMatch(/^bourse: [^\n]+\n$/)
}

describe('bourse login and logout', () => {
  it('keeps the staff session in $XDG_CONFIG_HOME/bourse, readable by its owner only', async () => {
    const file = join(support.env.XDG_CONFIG_HOME as string, 'bourse', 'session.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(json<{ staff: { who: string; server: string } }>(readFileSync(file, 'utf8')).staff).toMatchObject({
      who: 'support',
      server: server.url,
    })
  })

  it('signs an investor in, refuses a wrong password, and needs a phone or --staff', async () => {
    const investor = terminalUser(server.url)
    const login = await investor.run(
      ['login', demo.investor, '--password-stdin', '--json'],
      `${demo.investorPassword}\n`,
    )
    expect(login.exitCode, login.err).toBe(0)
    expect(json(login.out)).toMatchObject({ signedIn: demo.investor, as: 'investor', server: server.url })
    expectRefused(
      await terminalUser(server.url).run(['login', '--staff', 'auditor', '--password-stdin'], 'wrong-password-1\n'),
    )
    const neither = await terminalUser(server.url).run(['login', '--password-stdin'], 'x\n')
    expect([neither.exitCode, neither.err]).toEqual([
      2,
      'bourse: give a phone number, or --staff NAME to sign in as staff\n',
    ])
  })

  it('signs out: the session file goes and staff commands ask for a sign-in; BOURSE_TOKEN overrides', async () => {
    const leaving = await signedInStaff(server.url, 'support', demo.staffPassword, server.clock)
    const token = json<{ staff: { token: string } }>(
      readFileSync(join(leaving.env.XDG_CONFIG_HOME as string, 'bourse', 'session.json'), 'utf8'),
    ).staff.token
    const withToken = await runBuilt(['user', demo.investor, '--json'], {
      ...terminalUser(server.url).env,
      BOURSE_TOKEN: token,
    })
    expect(withToken.exitCode, withToken.err).toBe(0)
    const logout = await leaving.run(['logout', '--json'])
    expect([logout.exitCode, json(logout.out)]).toEqual([0, { staff: 'support' }])
    expect(existsSync(join(leaving.env.XDG_CONFIG_HOME as string, 'bourse', 'session.json'))).toBe(false)
    const after = await leaving.run(['user', demo.investor])
    expect([after.exitCode, after.err]).toEqual([
      1,
      'bourse: not signed in as staff: run `bourse login --staff <name>` or set BOURSE_TOKEN\n',
    ])
    // The ended token is refused by the server too.
    expectRefused(await runBuilt(['user', demo.investor], { ...terminalUser(server.url).env, BOURSE_TOKEN: token }))
  })
})

describe('bourse user', () => {
  it('shows the whole account: balances, KYC, card, risk, positions, orders, money under review', async () => {
    const result = await support.run(['user', demo.investor, '--json'])
    expect(result.exitCode, result.err).toBe(0)
    const account = json<{
      user: { phone: string }
      balances: Record<string, string>
      sections: { identity: { kyc: { isActive: number }; bankCard: { bankNo: string } } }
    }>(result.out)
    expect(account.user.phone).toBe(demo.investor)
    expect(Object.keys(account.balances)).toContain('stock.available')
    expect(account.sections.identity.kyc.isActive).toBe(2)
    expect(account.sections.identity.bankCard.bankNo).toBe('****9012')
    const text = await support.run(['user', demo.investor])
    for (const part of [
      'Investor    9000000001',
      'KYC         approved',
      'Bank card   HDFC Bank ****9012',
      'Balances',
      'Distance to liquidation',
      'Withdrawals under review',
      'Closed positions',
      'Sessions',
    ])
      expect(text.out).toContain(part)
    // Every section is a table: no raw JSON.
    expect(text.out).not.toMatch(/[[{]"/)
    expect(text.out).toMatch(/# +device +signed in +last seen +address +state/)
  })

  it('is refused to an investor token and refuses a malformed phone as bad usage', async () => {
    const investor = await investorToken(server.url, demo.investor, demo.investorPassword)
    expectRefused(await runBuilt(['user', demo.investor], { ...terminalUser(server.url).env, BOURSE_TOKEN: investor }))
    expect((await support.run(['user', '12345'])).exitCode).toBe(2)
    expect((await support.run(['user'])).exitCode).toBe(2)
  })
})

describe('bourse kyc', () => {
  it('lists the applications waiting, to support; refuses finance', async () => {
    const queue = await support.run(['kyc', 'queue', '--json'])
    expect(queue.exitCode, queue.err).toBe(0)
    expect(json<{ phone: string }[]>(queue.out).map((row) => row.phone)).toEqual([applicant, rejectedApplicant])
    expectRefused(await finance.run(['kyc', 'queue']))
  })

  it('shows one application unmasked and saves its ID images to the files it names', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bourse-kyc-'))
    const result = await support.run(['kyc', 'show', applicant, '--out', folder])
    expect(result.exitCode, result.err).toBe(0)
    expect(result.out).toContain('idCard    998877665544')
    for (const side of ['front', 'back']) {
      const file = join(folder, `${applicant}-${side}.png`)
      expect(result.out).toContain(file)
      expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG')
    }
    removeFolder(folder)
  })

  it('approves once (a second review is refused) and rejects with a reason (required)', async () => {
    const approved = await support.run(['kyc', 'approve', applicant, '--json'])
    expect(approved.exitCode, approved.err).toBe(0)
    expect(json(approved.out)).toMatchObject({ phone: applicant, isActive: 2 })
    expectRefused(await support.run(['kyc', 'approve', applicant]))
    expect((await support.run(['kyc', 'reject', rejectedApplicant])).exitCode).toBe(2)
    const rejected = await support.run(['kyc', 'reject', rejectedApplicant, '--reason', 'photo is blurred'])
    expect(rejected.exitCode, rejected.err).toBe(0)
    expect(rejected.out).toMatch(/status +rejected\nreason +photo is blurred\n/)
    expectRefused(await auditor.run(['kyc', 'approve', rejectedApplicant]))
  })
})

describe('bourse withdrawals', () => {
  it('lists the queue, pays one, rejects one with a reason', async () => {
    const queue = await finance.run(['withdrawals', 'queue', '--json'])
    expect(queue.exitCode, queue.err).toBe(0)
    expect(json<{ id: number }[]>(queue.out).map((row) => row.id)).toEqual(withdrawals)
    const [paid, rejected] = withdrawals as [number, number]
    const pay = await finance.run(['withdrawals', 'pay', String(paid), '--json'])
    expect(json(pay.out)).toMatchObject({ id: paid, status: 1, amount: '2000.00' })
    const reject = await finance.run(['withdrawals', 'reject', String(rejected), '--reason', 'name mismatch'])
    expect(reject.exitCode, reject.err).toBe(0)
    expect(reject.out).toMatch(/status +rejected\nreason +name mismatch\n/)
  })

  it('is refused to support, to a second review, and to a malformed id', async () => {
    expectRefused(await support.run(['withdrawals', 'queue']))
    expectRefused(await finance.run(['withdrawals', 'pay', String(withdrawals[0])]))
    const bad = await finance.run(['withdrawals', 'pay', 'twelve'])
    expect([bad.exitCode, bad.err]).toEqual([2, 'bourse: the id must be a whole number of at least 1, got "twelve"\n'])
  })
})

describe('bourse recharges', () => {
  it('confirms one by hand with the bank reference and fails another', async () => {
    const queue = await auditor.run(['recharges', 'queue', '--json'])
    expect(json<{ orderSn: string }[]>(queue.out).map((row) => row.orderSn)).toEqual(recharges)
    const [confirmed, failed] = recharges as [string, string]
    const confirm = await finance.run(['recharges', 'confirm', confirmed, '--reference', 'UTR123456', '--json'])
    expect(confirm.exitCode, confirm.err).toBe(0)
    expect(json(confirm.out)).toMatchObject({ orderSn: confirmed, status: 1, note: 'UTR123456' })
    const fail = await finance.run(['recharges', 'fail', failed, '--reason', 'no money arrived', '--json'])
    expect(json(fail.out)).toMatchObject({ orderSn: failed, status: 2 })
  })

  it('needs a reference and is refused to support', async () => {
    expect((await finance.run(['recharges', 'confirm', 'R1'])).exitCode).toBe(2)
    expectRefused(await support.run(['recharges', 'fail', 'R1', '--reason', 'x']))
  })
})

describe('bourse financing', () => {
  it('approves one application and rejects another; support is refused', async () => {
    const queue = await finance.run(['financing', 'queue', '--json'])
    expect(queue.exitCode, queue.err).toBe(0)
    expect(json<{ id: number }[]>(queue.out).map((row) => row.id)).toEqual(financingIds)
    // The available balance as every money figure: with thousands separators (issue 34).
    const available = json<{ stockAvailable: string }[]>(queue.out)[0]?.stockAvailable ?? ''
    const shown = Number(available).toLocaleString('en-US', { minimumFractionDigits: 2 })
    expect(shown).toContain(',')
    expect((await finance.run(['financing', 'queue'])).out).toContain(` ${shown} `)
    const [approvedId, rejectedId] = financingIds as [number, number]
    const approve = await finance.run(['financing', 'approve', String(approvedId), '--json'])
    expect(approve.exitCode, approve.err).toBe(0)
    expect(json(approve.out)).toMatchObject({ id: approvedId, status: 1 })
    const reject = await finance.run([
      'financing',
      'reject',
      String(rejectedId),
      '--reason',
      'margin too small',
      '--json',
    ])
    expect(json(reject.out)).toMatchObject({ id: rejectedId, status: 2, reason: 'margin too small' })
    expectRefused(await support.run(['financing', 'approve', String(approvedId)]))
  })
})

describe('bourse welfare', () => {
  it('approves one application and rejects another with a reason', async () => {
    const queue = await finance.run(['welfare', 'queue', '--json'])
    expect(json<{ phone: string }[]>(queue.out).map((row) => row.phone)).toEqual([demo.investor, demo.otherInvestor])
    const approve = await finance.run(['welfare', 'approve', demo.investor, '--json'])
    expect(approve.exitCode, approve.err).toBe(0)
    expect(json(approve.out)).toMatchObject({ phone: demo.investor, application: { status: 1, amount: '10000.00' } })
    expect((await finance.run(['welfare', 'reject', demo.otherInvestor])).exitCode).toBe(2)
    const reject = await finance.run([
      'welfare',
      'reject',
      demo.otherInvestor,
      '--reason',
      'code already used',
      '--json',
    ])
    expect(json(reject.out)).toMatchObject({ application: { status: 2, reason: 'code already used' } })
    expectRefused(await support.run(['welfare', 'queue']))
  })
})

describe('bourse bank reset and sms outbox', () => {
  it('resets a card with a reason (required) and shows the removed card masked; finance is refused', async () => {
    expect((await support.run(['bank', 'reset', demo.otherInvestor])).exitCode).toBe(2)
    expectRefused(await finance.run(['bank', 'reset', demo.otherInvestor, '--reason', 'lost card']))
    const reset = await support.run([
      'bank',
      'reset',
      demo.otherInvestor,
      '--reason',
      'investor lost the card',
      '--json',
    ])
    expect(reset.exitCode, reset.err).toBe(0)
    expect(json(reset.out)).toMatchObject({ phone: demo.otherInvestor, removed: { bankNo: '****9012' } })
  })

  it('reads the SMS outbox (support), refuses finance', async () => {
    const outbox = await support.run(['sms', 'outbox', '--phone', demo.investor, '--json'])
    expect(outbox.exitCode, outbox.err).toBe(0)
    expect(Array.isArray(json(outbox.out))).toBe(true)
    expectRefused(await finance.run(['sms', 'outbox']))
  })
})

describe('bourse log', () => {
  it("lists a staff member's actions with their reasons (admin, auditor); support is refused", async () => {
    const result = await admin.run(['log', '--staff', 'support', '--since', '2026-11-24', '--json'])
    expect(result.exitCode, result.err).toBe(0)
    const rows = json<{ route: string; target: string; reason: string; outcome: string }[]>(result.out)
    expect(rows).toContainEqual(
      expect.objectContaining({
        route: '/staff-api/kyc/reject',
        target: `kyc:${rejectedApplicant}`,
        reason: 'photo is blurred',
        outcome: 'ok',
      }),
    )
    expectRefused(await support.run(['log']))
    expect((await auditor.run(['log', '--since', 'yesterday'])).exitCode).toBe(2)
  })
})

describe('bourse keys (two admins)', () => {
  it('proposes a rotation, refuses its proposer’s approval, and shows each class’s key', async () => {
    const status = await auditor.run(['keys', 'status'])
    expect(status.exitCode, status.err).toBe(0)
    expect(status.out).toMatch(/idNumber +1 +- +0\n/)
    const proposed = await admin.run(['keys', 'rotate', 'bankAccount', '--reason', 'yearly', '--json'])
    expect(proposed.exitCode, proposed.err).toBe(0)
    const proposal = json<{ id: number; kind: string; subject: string; previous: string }>(proposed.out)
    expect(proposal).toMatchObject({ kind: 'rotateKeys', subject: 'bankAccount', previous: 'bankAccount v1' })
    const own = await admin.run(['keys', 'approve', String(proposal.id)])
    expect([own.exitCode, own.err]).toEqual([1, 'bourse: A different admin must approve this proposal\n'])
    expect((await admin.run(['keys', 'rotate', 'everything', '--reason', 'x'])).exitCode).toBe(2)
    expect((await admin.run(['keys', 'reject', String(proposal.id), '--reason', 'not now'])).exitCode).toBe(0)
    expectRefused(await support.run(['keys', 'rotate', 'all', '--reason', 'x']))
  })
})

describe('bourse staff and settings (two admins)', () => {
  it('proposes; the proposer cannot approve; forbidden role pairs and out-of-bounds values are refused', async () => {
    const proposed = await admin.run(['settings', 'propose', 'withFeeSingle', '4', '--reason', 'bank cost', '--json'])
    expect(proposed.exitCode, proposed.err).toBe(0)
    const proposal = json<{ id: number; subject: string; value: string; status: string }>(proposed.out)
    expect(proposal).toMatchObject({ subject: 'withFeeSingle', value: '4', status: 'proposed' })
    const own = await admin.run(['settings', 'approve', String(proposal.id)])
    expect([own.exitCode, own.err]).toEqual([1, 'bourse: A different admin must approve this proposal\n'])
    const queue = await auditor.run(['settings', 'proposals', '--json'])
    expect(json<{ id: number }[]>(queue.out).map((row) => row.id)).toContain(proposal.id)
    const shown = await auditor.run(['settings', 'show', String(proposal.id)])
    expect(shown.out).toMatch(/reason +bank cost\n/)
    expect(shown.out).toMatch(/status +proposed\n/)
    expect((await auditor.run(['settings', 'show', '999999'])).err).toBe('bourse: No such proposal\n')
    const outside = await admin.run(['settings', 'propose', 'withFeeSingle', '-1000', '--reason', 'attack'])
    expect(outside.err).toBe('bourse: withFeeSingle must be at least 0\n')
    const pair = await admin.run(
      ['staff', 'propose', 'create', 'two-hats', '--roles', 'finance,support', '--password-stdin', '--reason', 'x'],
      'a-long-enough-password\n',
    )
    expect(pair.err).toBe('bourse: finance and support may not be held by one member\n')
    const member = await admin.run(
      ['staff', 'propose', 'create', 'new-support', '--roles', 'support', '--password-stdin', '--reason', 'hired'],
      'a-long-enough-password\n',
    )
    expect(member.exitCode, member.err).toBe(0)
    expect((await admin.run(['staff', 'proposals'])).out).toContain('new-support')
    expect((await admin.run(['staff', 'list'])).out).toContain('finance')
    expectRefused(await support.run(['staff', 'list']))
  })
})

describe('bourse funding-password reset', () => {
  it('removes a set funding password with a reason (support); none set and finance are refused', async () => {
    const investor = await investorToken(server.url, demo.otherInvestor, demo.investorPassword)
    const reset = ['funding-password', 'reset', demo.otherInvestor, '--reason', 'forgot it, called in']
    expect((await support.run(reset)).err).toBe('bourse: This user has no funding password to reset\n')
    expect((await postForm(server.url, '/user/insertWithPwd.do', investor, { withPwd: 'fund1234' })).status).toBe(0)
    expectRefused(await finance.run(reset))
    const done = await support.run([...reset, '--json'])
    expect(done.exitCode, done.err).toBe(0)
    expect(json(done.out)).toEqual({ phone: demo.otherInvestor })
    expect((await postForm(server.url, '/user/insertWithPwd.do', investor, { withPwd: 'fund5678' })).status).toBe(0)
  })
})

describe('bourse adjustments (two admins)', () => {
  it('proposes a signed amount read by core; the proposer cannot approve; a bad amount is refused in the language', async () => {
    const propose = (amount: string) => [
      'adjustments',
      'propose',
      demo.investor,
      amount,
      '--account',
      'stock',
      '--reason',
      'fee refund',
    ]
    const chinese = await terminalUser(server.url, { ...admin.env, BOURSE_LANG: 'zh-CN' }).run(propose('12.345'))
    expect([chinese.exitCode, chinese.err]).toEqual([2, 'bourse: 金额最多保留两位小数\n'])
    expect((await admin.run(propose('0'))).err).toBe('bourse: An adjustment must move money: the amount may not be 0\n')
    expectRefused(await support.run(propose('50')))
    const proposed = await admin.run([...propose('-1250.5'), '--json'])
    expect(proposed.exitCode, proposed.err).toBe(0)
    const adjustment = json<{ id: number }>(proposed.out)
    expect(adjustment).toMatchObject({
      phone: demo.investor,
      amount: '-1250.50',
      status: 'proposed',
      proposedBy: 'admin',
    })
    const own = await admin.run(['adjustments', 'approve', String(adjustment.id)])
    expect([own.exitCode, own.err]).toEqual([1, 'bourse: A second admin must approve an adjustment\n'])
    const queue = await auditor.run(['adjustments', 'queue'])
    expect(queue.out).toContain('-1,250.50')
    expect(queue.out).toContain('fee refund')
    const withdrawn = await admin.run(['adjustments', 'reject', String(adjustment.id), '--reason', 'typo', '--json'])
    expect(json(withdrawn.out)).toMatchObject({ id: adjustment.id, status: 'rejected', decidedBy: 'admin' })
    expect((await auditor.run(['adjustments', 'queue'])).out).toContain('No adjustment waits for approval.')
    // An overdrawing one is proposed, and flagged at once (issue 34).
    const overdraw = await admin.run(propose('-99999999'))
    expect(overdraw.exitCode).toBe(0)
    expect(overdraw.err).toMatch(
      /^bourse: Warning: booked now, this takes the stock available balance from [\d,]+\.\d\d to -[\d,]+\.\d\d; approval will be refused unless the balance rises first\n$/,
    )
    const id = /id +(\d+)/.exec(overdraw.out)?.[1] ?? ''
    expect((await admin.run(['adjustments', 'reject', id, '--reason', 'typo'])).exitCode).toBe(0)
  })
})

describe('bourse quote and positions', () => {
  it('quotes a stock without signing in; an unknown code is refused', async () => {
    const quote = await terminalUser(server.url).run(['quote', stockCode, '--json'])
    expect(quote.exitCode, quote.err).toBe(0)
    expect(json<{ stock: { code: string } }>(quote.out).stock.code).toBe(stockCode)
    expectRefused(await terminalUser(server.url).run(['quote', 'ZZZZ9']))
  })

  it('sets, lists and deletes an alert and a GTT order for a signed-in investor (issue 30)', async () => {
    const investor = terminalUser(server.url)
    await investor.run(['login', demo.investor, '--password-stdin'], `${demo.investorPassword}\n`)
    const set = await investor.run(['alerts', 'add', stockCode, 'nowPrice', '>=', '99999', '--json'])
    expect(set.exitCode, set.err).toBe(0)
    const alertId = json<{ id: number }>(set.out).id
    const listed = await investor.run(['alerts'])
    expect(listed.out).toMatch(new RegExp(`${alertId} +${stockCode} +nowPrice >= 99999 +active`))
    expect((await investor.run(['alerts', 'add', stockCode, 'nowPrice', '==', '1'])).err).toBe(
      'bourse: Choose a comparison: ≥, ≤, > or <\n',
    )
    expect((await investor.run(['alerts', 'delete', String(alertId)])).out).toBe(`alert ${alertId} deleted\n`)
    const quote = json<{ stock: { nowPrice: string } }>((await investor.run(['quote', stockCode, '--json'])).out)
    const price = Number(quote.stock.nowPrice)
    const trigger = (price * 1.2).toFixed(2)
    const placed = await investor.run([
      'gtt',
      'add',
      stockCode,
      quote.stock.nowPrice,
      trigger,
      trigger,
      '100',
      '10',
      '--json',
    ])
    expect(placed.exitCode, placed.err).toBe(0)
    const gttId = json<{ id: number; status: string }>(placed.out).id
    expect((await investor.run(['gtt'])).out).toMatch(new RegExp(`${gttId} +${stockCode} +single +≥ ${trigger}`))
    expect(
      (await investor.run(['gtt', 'add', stockCode, quote.stock.nowPrice, quote.stock.nowPrice, '1', '100', '10'])).err,
    ).toMatch(/^bourse: A trigger must be at least 0\.25% away from the last price/)
    expect((await investor.run(['gtt', 'cancel', String(gttId)])).exitCode).toBe(0)
    expect((await investor.run(['gtt', '--json'])).out).toContain('"status": "cancelled"')
  })

  it("lists an investor's open positions with the liquidation line; needs an investor sign-in", async () => {
    const investor = terminalUser(server.url)
    await investor.run(['login', demo.investor, '--password-stdin'], `${demo.investorPassword}\n`)
    const positions = await investor.run(['positions', '--json'])
    expect(positions.exitCode, positions.err).toBe(0)
    expect(json<{ liquidationLine: string; positions: unknown[] }>(positions.out)).toMatchObject({ positions: [] })
    const text = await investor.run(['positions'])
    expect(text.out).toContain('No open position.')
    const staffOnly = await support.run(['positions'])
    expect([staffOnly.exitCode, staffOnly.err]).toEqual([
      1,
      'bourse: not signed in as an investor: run `bourse login <phone>` or set BOURSE_TOKEN\n',
    ])
  })
})

// Last: it disables finance, whom the tests above use.
describe('bourse staff disable (any admin, at once)', () => {
  it('disables a member with a reason: their session ends; support, no reason and oneself are refused', async () => {
    expectRefused(await support.run(['staff', 'disable', 'finance', '--reason', 'left']))
    expect((await admin.run(['staff', 'disable', 'finance'])).exitCode).toBe(2)
    expectRefused(await admin.run(['staff', 'disable', 'admin', '--reason', 'oops']))
    const disabled = await admin.run(['staff', 'disable', 'finance', '--reason', 'left the company', '--json'])
    expect(disabled.exitCode, disabled.err).toBe(0)
    expect(json(disabled.out)).toMatchObject({ name: 'finance', disabled: true, roles: ['finance'] })
    expectRefused(await finance.run(['withdrawals', 'queue']))
    const log = await admin.run(['log', '--staff', 'admin'])
    expect(log.out).toMatch(/\/staff\/disable +staff:finance +left the company +ok/)
  })
})
