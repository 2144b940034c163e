import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Api, type Staff } from '@bourse/core'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readCaptcha } from '../src/passwords/testing/readCaptcha.js'
import { expectJournalReplays } from '../src/testing/expectJournalReplays.js'
import { openRecharge, pressSandbox } from '../src/testing/fundsTesting.js'
import { postForm, type Reply } from '../src/testing/postForm.js'
import {
  callStaff,
  createTestStaff,
  rolesOutside,
  staffToken,
  testStaffCode,
  testStaffPassword,
} from '../src/testing/staffTesting.js'
import { startTestServer, type TestServer } from '../src/testing/startTestServer.js'
import { addInvitationCode } from '../src/users/invitationCodes.js'
import { createTestInvestor } from '../src/users/testInvestor.js'
import { storedIn } from './databaseScan.js'

/** Tuesday 10:00 in Shanghai: inside the withdrawal hours. */
const clock = '2026-11-24T02:00:00Z'
const second = 1000
const minute = 60 * second

/** A built web app in a temporary folder: the app page, its script (a static file). */
const webApp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bourse-sweep-web-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/app.js"></script>')
  writeFileSync(join(dir, 'app.js'), 'document.title = "Bourse"\n')
  return dir
}

let webDir: string
let server: TestServer
beforeAll(async () => {
  webDir = webApp()
  server = await startTestServer({ BOURSE_CLOCK: clock, BOURSE_WEB_DIR: webDir })
})
afterAll(async () => {
  await server.close()
  rmSync(webDir, { recursive: true, force: true })
})
afterEach(() => expectJournalReplays(server.db))

/** What an HTTPS proxy in front of Bourse adds to every request it forwards. */
const overTls = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'bourse.example', 'x-forwarded-for': '203.0.113.7' }

/** One request of every kind of answer the server gives: app page, client route, static file, APIs, errors. */
const everyKind = (token: string, staff: string) =>
  [
    { kind: 'app page', path: '/', status: 200 },
    { kind: 'client-side route', path: '/home', status: 200 },
    { kind: 'static file', path: '/app.js', status: 200 },
    { kind: 'public API answer', path: '/prod-api/api/site/getInfo.do', method: 'POST', status: 200 },
    { kind: 'health answer', path: '/prod-api/health', status: 200 },
    {
      kind: 'investor API answer',
      path: '/prod-api/user/getUserInfo.do',
      method: 'POST',
      headers: { USERTOKEN: token },
      status: 200,
    },
    { kind: 'staff API answer', path: '/staff-api/me', headers: { authorization: `Bearer ${staff}` }, status: 200 },
    { kind: 'not found', path: '/prod-api/no/such/route.do', status: 404 },
    { kind: 'staff sign-in required', path: '/staff-api/me', status: 401 },
    { kind: 'malformed URL', path: '/prod-api/api/site/%E0%A4%A.do', status: 400 },
    {
      kind: 'malformed body',
      path: '/prod-api/user/login.do',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
      status: 400,
    },
  ] as const

type Call = ReturnType<typeof everyKind>[number]

const send = (target: TestServer, call: Call, extra: Record<string, string> = {}) =>
  fetch(`${target.url}${call.path}`, {
    method: 'method' in call ? call.method : 'GET',
    headers: { ...('headers' in call ? call.headers : {}), ...extra },
    ...('body' in call ? { body: call.body } : {}),
  })

/** The directives of a Content-Security-Policy header, by name. */
const directivesOf = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  )

const expectHardened = (response: Response, label: string) => {
  const csp = directivesOf(response.headers.get('content-security-policy'))
  expect(csp.get('default-src'), label).toEqual(["'self'"])
  expect(csp.get('script-src'), label).toEqual(["'self'"])
  expect(csp.get('object-src'), label).toEqual(["'none'"])
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(response.headers.get('x-frame-options'), label).toBe('DENY')
  expect(response.headers.get('referrer-policy'), label).toBe('no-referrer')
}

/** Sends raw bytes and answers the head of what the server wrote back: `:status` and each header, lower-cased. */
const rawAnswerHead = (url: string, bytes: string): Promise<Map<string, string>> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const socket = connect(Number(port), hostname, () => socket.write(bytes))
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const [statusLine = '', ...lines] = (answer.split('\r\n\r\n')[0] ?? '').split('\r\n')
      const headers = lines.map(
        (line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const,
      )
      resolve(new Map([[':status', statusLine], ...headers]))
    })
  })

describe('security headers on every kind of answer', () => {
  it('sends CSP, nosniff and no framing on each, and no HSTS over plain HTTP', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    for (const call of everyKind(investor.token, staffToken(server, 'support'))) {
      const response = await send(server, call)
      expect(response.status, call.kind).toBe(call.status)
      expectHardened(response, call.kind)
      expect(response.headers.get('strict-transport-security'), call.kind).toBeNull()
    }
  })

  it('adds HSTS to each when the request came over TLS through the trusted proxy', async () => {
    const proxied = await startTestServer({
      BOURSE_CLOCK: clock,
      BOURSE_WEB_DIR: webDir,
      BOURSE_TRUST_PROXY: '127.0.0.1',
    })
    try {
      const investor = createTestInvestor(proxied.db, proxied.clock.now())
      for (const call of everyKind(investor.token, staffToken(proxied, 'support'))) {
        const response = await send(proxied, call, overTls)
        expect(response.status, call.kind).toBe(call.status)
        expectHardened(response, call.kind)
        expect(response.headers.get('strict-transport-security'), call.kind).toBe('max-age=31536000; includeSubDomains')
      }
      // The same proxy forwarding plain HTTP: no HSTS.
      const plain = await send(proxied, everyKind('', '')[0], { ...overTls, 'x-forwarded-proto': 'http' })
      expect(plain.headers.get('strict-transport-security')).toBeNull()
    } finally {
      await proxied.close()
    }
  })

  it('sends them on answers Node writes before any request could be read (431, broken framing)', async () => {
    // No header was read, so HSTS cannot be decided there: a browser keeps it from the app's earlier answers.
    for (const bytes of [
      `GET /prod-api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'NOT HTTP AT ALL\r\n\r\n',
    ]) {
      const head = await rawAnswerHead(server.url, bytes)
      const label = head.get(':status') ?? ''
      expect(label).toMatch(/^HTTP\/1\.1 (431|400) /)
      const csp = directivesOf(head.get('content-security-policy') ?? null)
      expect(csp.get('frame-ancestors'), label).toEqual(["'none'"])
      expect(csp.get('default-src'), label).toEqual(["'self'"])
      expect(head.get('x-content-type-options'), label).toBe('nosniff')
      expect(head.get('x-frame-options'), label).toBe('DENY')
      expect(head.get('referrer-policy'), label).toBe('no-referrer')
    }
  })

  it('lets only this origin frame the sandbox payment page', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const page = (await openRecharge(server, investor.token, '500')).data as string
    const response = await fetch(`${server.url}${page}`)
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(directivesOf(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

const login = (phone: string, userPwd: string) =>
  postForm<string | null>(server.url, '/user/login.do', undefined, { phone, userPwd })

describe('sessions', () => {
  it('refuses a cookie-only POST whose Origin is missing or foreign, and moves no money for it', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const token = (await login(investor.phone, investor.password)).data as string
    const cookie = { cookie: `USER_TOKEN=${token}` }
    const refused = { status: 1, msg: 'The request came from another site and was refused', data: null }
    for (const origin of [undefined, 'http://evil.example', 'null', server.url.replace('127.0.0.1', 'localhost')]) {
      const headers = origin === undefined ? cookie : { ...cookie, origin }
      expect(await postForm(server.url, '/user/getUserInfo.do', undefined, {}, headers), String(origin)).toEqual(
        refused,
      )
      const transfer = await postForm(server.url, '/user/transAmt.do', undefined, { amt: '1', type: '1' }, headers)
      expect(transfer, String(origin)).toEqual(refused)
    }
    expect(
      (await postForm(server.url, '/user/getUserInfo.do', undefined, {}, { ...cookie, origin: server.url })).status,
    ).toBe(0)
  })

  it('issues investor and staff session tokens of at least 128 random bits', { timeout: 30_000 }, async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const member = createTestStaff(server, ['support'])
    const investorTokens: string[] = []
    const staffTokens: string[] = []
    for (let i = 0; i < 16; i++) {
      investorTokens.push((await login(investor.phone, investor.password)).data as string)
      // Each code signs in once: the frozen clock moves on a time-step before each sign-in.
      server.clock.set(server.clock.now() + 30_000)
      const staffLogin = await callStaff<string>(server, undefined, 'POST', '/login', {
        name: member.name,
        password: testStaffPassword,
        totp: testStaffCode(server),
      })
      staffTokens.push(staffLogin.data.replace(/^stf_/, ''))
    }
    for (const tokens of [investorTokens, staffTokens]) {
      expect(new Set(tokens).size).toBe(tokens.length)
      const bytes = tokens.map((token) => Buffer.from(token, 'base64url'))
      for (const each of bytes) expect(each.length).toBeGreaterThanOrEqual(16)
      // Bits that differ between tokens: with 16 tokens a random bit is the same in all of them with chance 2⁻¹⁵.
      const varying = Array.from(
        { length: (bytes[0]?.length ?? 0) * 8 },
        (_, bit) =>
          bytes.some((each) => ((each[bit >> 3] ?? 0) >> (bit & 7)) & 1) &&
          bytes.some((each) => !(((each[bit >> 3] ?? 0) >> (bit & 7)) & 1)),
      ).filter(Boolean).length
      expect(varying).toBeGreaterThanOrEqual(128)
    }
  })

  it('locks an investor phone and a staff login after five wrong passwords, even against the right one', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    for (let i = 0; i < 5; i++) expect((await login(investor.phone, `wrong${i}pass`)).status).toBe(1)
    expect(await login(investor.phone, investor.password)).toEqual({
      status: 1,
      msg: 'Too many failed logins: this phone number is locked, try again in 15 minutes',
      data: null,
    })
    const member = createTestStaff(server, ['finance'])
    const staffLogin = (password: string) =>
      callStaff<string | null>(server, undefined, 'POST', '/login', {
        name: member.name,
        password,
        totp: testStaffCode(server),
      })
    for (let i = 0; i < 5; i++) expect((await staffLogin(`wrong-password-${i}`)).status).toBe(1)
    const locked = await staffLogin(testStaffPassword)
    expect(locked.status).toBe(1)
    expect(locked.msg).toContain('locked')
  })
})

/** One browser of the forgot-password screen, keeping its captcha cookie. */
const browser = () => {
  let cookie: string | undefined
  const get = async <Data = null>(path: string, query: Record<string, string>): Promise<Reply<Data>> => {
    const response = await fetch(`${server.url}/prod-api${path}?${new URLSearchParams(query)}`, {
      headers: cookie ? { cookie } : {},
    })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]
    return (await response.json()) as Reply<Data>
  }
  const client = {
    getCode: async () => (await get<string>('/code/getCode.do', { time: '1' })).data,
    checkCode: (code: string) => get('/code/checkCode.do', { code }),
    passCaptcha: async () => expect((await client.checkCode(readCaptcha(await client.getCode()))).status).toBe(0),
    sendSms: (phoneNum: string) => get('/api/sms/sendForgetSms.do', { phoneNum }),
  }
  return client
}

const wait = (ms: number) => server.clock.set(server.clock.now() + ms)
const codesSentTo = (phone: string) =>
  server.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox WHERE phone = ?').get(phone)

describe('the captcha and SMS limits of the forgotten password', () => {
  it('answers each image once, and a wrong answer spends it', async () => {
    const client = browser()
    const image = await client.getCode()
    const right = readCaptcha(image)
    const wrong = right.startsWith('A') ? `B${right.slice(1)}` : `A${right.slice(1)}`
    expect((await client.checkCode(wrong)).msg).toBe('The image code is incorrect, please try a new one')
    expect((await client.checkCode(right)).msg).toBe('The image code has expired, please get a new one')
    const next = await client.getCode()
    expect((await client.checkCode(readCaptcha(next))).status).toBe(0)
    expect((await client.checkCode(readCaptcha(next))).msg).toBe('The image code has expired, please get a new one')
  })

  it('sends no code without a passed image, one per 60 s, 3 per image and 5 per phone a day', async () => {
    const { phone } = createTestInvestor(server.db, server.clock.now())
    const client = browser()
    expect((await client.sendSms(phone)).msg).toBe('Please enter the image code first')
    await client.passCaptcha()
    expect((await client.sendSms(phone)).status).toBe(0)
    wait(59 * second)
    expect((await client.sendSms(phone)).msg).toBe('Please wait 1 seconds before asking for another code')
    for (let i = 0; i < 2; i++) {
      wait(minute)
      expect((await client.sendSms(phone)).status).toBe(0)
    }
    wait(minute)
    expect((await client.sendSms(phone)).msg).toBe('Please enter the image code first')
    await client.passCaptcha()
    for (let i = 0; i < 2; i++) {
      expect((await client.sendSms(phone)).status).toBe(0)
      wait(minute)
    }
    expect((await client.sendSms(phone)).msg).toBe(
      'Too many codes were sent to this phone number today; please try again tomorrow',
    )
    expect(codesSentTo(phone)).toEqual({ n: 5 })
  })
})

/** A staff path as called: `:key` filled in. */
const concretePath = (path: string) => path.replace(':key', 'A'.repeat(32))

describe('every staff route is refused to every role that must not have it', () => {
  const calls = Object.entries(Api.staffEndpoints).filter(([, call]) => call.roles.length > 0)

  it('answers 403 to each other role, 401 to an investor token and to no token, and changes nothing', {
    timeout: 30_000,
  }, async () => {
    const tokens = new Map(
      (['support', 'finance', 'auditor', 'admin'] as const).map((role) => [role, staffToken(server, role)]),
    )
    const investor = createTestInvestor(server.db, server.clock.now())
    const before = server.db
      .prepare('SELECT (SELECT COUNT(*) FROM events) AS events, (SELECT COUNT(*) FROM staff) AS staff')
      .get()
    const sweepRoute = async ([path, call]: (typeof calls)[number]) => {
      for (const role of rolesOutside(call.roles as readonly Staff.StaffRole[])) {
        const reply = await callStaff(server, tokens.get(role), call.method, concretePath(path), {})
        expect([path, role, reply.httpStatus, reply.status, reply.msg]).toEqual([
          path,
          role,
          403,
          1,
          'Your role may not do this',
        ])
      }
      for (const [who, token] of [
        ['investor', investor.token],
        ['nobody', undefined],
      ] as const) {
        const reply = await callStaff(server, token, call.method, concretePath(path), {})
        expect([path, who, reply.httpStatus, reply.status]).toEqual([path, who, 401, 1])
      }
    }
    await Promise.all(calls.map(sweepRoute))
    expect(
      server.db.prepare('SELECT (SELECT COUNT(*) FROM events) AS events, (SELECT COUNT(*) FROM staff) AS staff').get(),
    ).toEqual(before)
    expect(calls.length).toBeGreaterThan(30)
  })
})

/** The investor's ID number and bank account number in the story below: digits no other test uses. */
const idNumber = '731904628155'
const bankNumber = '50100234567891'

/** Every answer body the test received while `recording`, by URL. */
const answers: { readonly url: string; readonly body: string }[] = []
/** Everything the process wrote to stdout, stderr or the console while the server ran the story. */
const logLines: string[] = []

/** Records every answer body (fetch) and every line written (streams and console) until the returned undo. */
const recordAnswersAndLogs = (): (() => void) => {
  const realFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init)
    answers.push({ url: String(input), body: await response.clone().text() })
    return response
  }
  const streams = [process.stdout, process.stderr] as const
  const writes = streams.map((stream) => stream.write)
  for (const stream of streams) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      logLines.push(String(chunk))
      return write(chunk, ...rest)
    }) as typeof stream.write
  }
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const
  const consoles = methods.map((method) => console[method])
  for (const method of methods) {
    const original = console[method]
    console[method] = (...args: unknown[]) => {
      logLines.push(args.map(String).join(' '))
      original(...args)
    }
  }
  return () => {
    globalThis.fetch = realFetch
    streams.forEach((stream, i) => {
      stream.write = writes[i] as typeof stream.write
    })
    methods.forEach((method, i) => {
      console[method] = consoles[i] as (typeof console)[typeof method]
    })
  }
}

const jpeg = () =>
  sharp({ create: { width: 6, height: 4, channels: 3, background: 'white' } })
    .jpeg()
    .toBuffer()

/** Registers, signs in, uploads both sides of the ID and submits the real-name form; answers the session token. */
const registerWithKyc = async (phone: string): Promise<string> => {
  addInvitationCode(server.db, 'SWEEP1', server.clock.now())
  expect(
    (await postForm(server.url, '/user/reg.do', undefined, { phone, userPwd: 'sweep123', agentCode: 'SWEEP1' })).status,
  ).toBe(0)
  const token = (await login(phone, 'sweep123')).data as string
  const keys: string[] = []
  for (const side of ['front', 'back']) {
    const form = new FormData()
    form.append('upload_file', new Blob([await jpeg()]), `${side}.jpg`)
    const response = await fetch(`${server.url}/prod-api/user/upload.do`, {
      method: 'POST',
      headers: { USERTOKEN: token },
      body: form,
    })
    keys.push(((await response.json()) as { data: { url: string } }).data.url)
  }
  const submitted = await postForm(server.url, '/user/auth.do', token, {
    realName: 'Meera Iyer',
    idCard: idNumber,
    img1key: keys[0] as string,
    img2key: keys[1] as string,
  })
  expect(submitted.status).toBe(0)
  return token
}

describe('no full bank account number or ID number leaves the server', () => {
  it('drives KYC, a bank card, a recharge, withdrawals and staff look-ups, then scans answers, logs and tables', {
    timeout: 30_000,
  }, async () => {
    const stop = recordAnswersAndLogs()
    try {
      const phone = '9876543210'
      const token = await registerWithKyc(phone)
      const support = staffToken(server, 'support')
      const finance = staffToken(server, 'finance')
      const auditor = staffToken(server, 'auditor')
      expect((await callStaff(server, support, 'GET', '/kyc/queue')).status).toBe(0)
      expect((await callStaff(server, support, 'GET', '/kyc/show', { phone })).status).toBe(0)
      expect((await callStaff(server, support, 'POST', '/kyc/approve', { phone })).status).toBe(0)
      const bound = await postForm(server.url, '/user/bank/add.do', token, {
        bankName: 'HDFC Bank',
        bankNo: bankNumber,
        ifscCode: 'HDFC0001234',
        bankAddress: 'Fort branch',
        payeeName: 'Meera Iyer',
      })
      expect(bound.status).toBe(0)
      // A refused withdrawal (nothing to withdraw yet): a refusal must not echo the card either.
      expect((await postForm(server.url, '/user/withdraw/outMoney.do', token, { amt: '1000' })).status).toBe(1)
      const page = (await openRecharge(server, token, '5000')).data as string
      await fetch(`${server.url}${page}`)
      await pressSandbox(server, page, 'paid')
      const paid = await postForm<{ id: number }>(server.url, '/user/withdraw/outMoney.do', token, { amt: '2000' })
      const rejected = await postForm<{ id: number }>(server.url, '/user/withdraw/outMoney.do', token, { amt: '1000' })
      expect([paid.status, rejected.status]).toEqual([0, 0])
      expect((await callStaff(server, finance, 'GET', '/withdrawals/queue')).status).toBe(0)
      expect((await callStaff(server, finance, 'POST', '/withdrawals/pay', { id: paid.data.id })).status).toBe(0)
      const reason = 'name mismatch'
      expect(
        (await callStaff(server, finance, 'POST', '/withdrawals/reject', { id: rejected.data.id, reason })).status,
      ).toBe(0)
      for (const path of [
        '/user/getUserInfo.do',
        '/user/bank/getBankInfo.do',
        '/user/withdraw/list.do',
        '/user/cash/list.do',
        '/user/funds/summary',
        '/user/recharge/list.do',
        '/user/cash/getMessagelist.do',
      ]) {
        expect((await postForm(server.url, path, token)).status, path).toBe(0)
      }
      for (const [member, path, query] of [
        [support, '/users/lookup', { phone }],
        [auditor, '/users/lookup', { phone }],
        [auditor, '/users/events', { phone }],
        [auditor, '/users/journal', { phone }],
        [auditor, '/users/list', {}],
        // Without a member filter: on PostgreSQL this once answered 500 (an untyped `? IS NULL`, seen by this sweep).
        [auditor, '/audit', {}],
        [auditor, '/withdrawals/queue', {}],
        [auditor, '/recharges/queue', {}],
      ] as const) {
        expect((await callStaff(server, member, 'GET', path, query)).status, path).toBe(0)
      }
    } finally {
      stop()
    }

    // The scans see the numbers where they must be: the one staff KYC view and the two columns that keep them.
    const kycView = answers.filter((answer) => answer.url.includes(`${Api.staffBasePath}/kyc/show`))
    expect(kycView.map((answer) => answer.body.includes(idNumber))).toEqual([true])
    expect(answers.length).toBeGreaterThan(30)
    expect(
      answers.filter((answer) => answer.body.includes(bankNumber)).map((answer) => answer.url),
      'answers with the full bank account number',
    ).toEqual([])
    expect(
      answers.filter((answer) => !kycView.includes(answer) && answer.body.includes(idNumber)).map((a) => a.url),
      'answers with the full ID number besides the staff KYC view',
    ).toEqual([])
    const logged = logLines.join('\n')
    expect(logged.includes(bankNumber) || logged.includes(idNumber), 'a log line with a full number').toBe(false)
    // Both numbers are stored only sealed by the vault (DECISIONS §28): no column holds either in clear.
    expect(storedIn(server.db, idNumber)).toEqual([])
    expect(storedIn(server.db, bankNumber)).toEqual([])
  })
})
