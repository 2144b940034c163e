import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  createAccountLookupStore,
  createReviewQueueStore,
  createStaffClient,
  createTicketDeskStore,
  createUserSearchStore,
} from '@bourse/react-hooks'
import { render } from 'ink-testing-library'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'
import { createImagePainter, type ImagePainter } from '../terminal/imagePainter.js'
import { frameWhen, terminalKeys as keys, press } from '../testing/inkFrames.js'
import {
  buyLong,
  closePosition,
  investorToken,
  postForm,
  registeredInvestor,
  submitKyc,
  usStock,
} from '../testing/investorActions.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../testing/serverProcess.js'
import { createAccountTabActions } from './accountTabActions.js'
import { ConsoleApp } from './ConsoleApp.js'
import { createIdentityActions } from './identityActions.js'
import { openPrivateFolder } from './privateFolder.js'

// One real server; the console's Closed, Sessions and Fund flow tabs at 80×24 and 120×40, read by frames.
let server: ServerProcess
let support = ''
let auditor = ''
const applicant = '9123456702'
const privateFolder = openPrivateFolder()
const folder = privateFolder.path
const closed: string[] = []

beforeAll(async () => {
  server = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' })
  support = await staffTokenOf(server.url, 'support', demo.staffPassword, demo.staffTotpSecret, server.clock)
  auditor = await staffTokenOf(server.url, 'auditor', demo.staffPassword, demo.staffTotpSecret, server.clock)
  await submitKyc(server.url, await registeredInvestor(server.url, applicant), 'Meera Pillai', '998877665544')
  const investor = await investorToken(server.url, demo.investor, demo.investorPassword)
  const stock = await usStock(server.url)
  for (let n = 0; n < 2; n += 1) {
    const position = await buyLong(server.url, investor, stock.id, '100')
    await closePosition(server.url, investor, position)
    closed.push(position)
  }
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
  privateFolder.remove()
})

/** Signs the investor in from a named device; answers the token. */
const signInFrom = async (phone: string, device: string) => {
  const named = await fetch(`${server.url}/prod-api/user/login.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': device },
    body: new URLSearchParams({ phone, userPwd: demo.investorPassword }).toString(),
  })
  const login = (await named.json()) as { status: number; msg: string; data: string }
  if (login.status !== 0) throw new Error(login.msg)
  return login.data
}

/** Support's console; at a fixed size, or the (test) terminal's own when `size` is absent. */
const consoleElement = (size?: { columns: number; rows: number }, painter?: ImagePainter) => {
  const client = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => support })
  return (
    <ConsoleApp
      staff="support"
      server="http://127.0.0.1:8080"
      lookup={createAccountLookupStore(client)}
      queues={createReviewQueueStore(client)}
      tickets={createTicketDeskStore(client)}
      search={createUserSearchStore(client)}
      identity={createIdentityActions(client, { server: server.url, token: () => support }, privateFolder, painter)}
      tabs={createAccountTabActions(client, folder)}
      {...(size ? { size } : {})}
    />
  )
}

const consoleAt = (size: { columns: number; rows: number }, painter?: ImagePainter) => {
  const element = consoleElement(size, painter)
  const app = render(element)
  Object.defineProperty(app.stdout, 'columns', { value: size.columns })
  app.rerender(element)
  return app
}

/** How many times the trail records the applicant's ID as shown. */
const kycShows = async () => {
  const trail = await fetch(`${server.url}/staff-api/audit?investor=${applicant}&limit=1000`, {
    headers: { authorization: `Bearer ${auditor}` },
  })
  const rows = ((await trail.json()) as { data: { route: string; outcome: string }[] }).data
  return rows.filter((row) => row.route === '/staff-api/kyc/show' && row.outcome === 'ok').length
}

const expectFits = (frame: string, size: { columns: number; rows: number }) => {
  const lines = frame.split('\n')
  expect(lines.length).toBeLessThanOrEqual(size.rows)
  for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(size.columns)
}

const sizes = [
  { columns: 80, rows: 24 },
  { columns: 120, rows: 40 },
] as const

describe.each(sizes)('bourse console account tabs at $columns×$rows', (size) => {
  it('Closed lists closed positions with open and close price, P&L and charges', async () => {
    const app = consoleAt(size)
    await press(app.stdin, `${demo.investor}\r`)
    await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available'))
    await press(app.stdin, keys.left)
    await press(app.stdin, keys.left)
    const frame = await frameWhen(app.lastFrame, (text) => text.includes('charges'))
    expect(frame).toMatch(/code +(name +)?side +qty +open +close +P&L +charges +closed/)
    // 100 shares long, opened and closed at the same simulated price: P&L 0.00 and the position's charges.
    const rows = frame
      .split('\n')
      .filter((line) => / long +100 +[\d.]+ +[\d.]+ +-?[\d,]+\.\d\d +[\d,]+\.\d\d /.test(line))
    expect(rows).toHaveLength(2)
    if (size.columns >= 120) expect(frame).toMatch(/stock +\S+ .+ owner/)
    // The selected position's charges, itemised as docs/cli.md promises (issue 34).
    expect(frame.replace(/\s+/g, ' ')).toMatch(
      /S\d+: buy fee [\d,]+\.\d\d · stamp duty [\d,]+\.\d\d · spread [\d,]+\.\d\d · sell fee [\d,]+\.\d\d · stay fees 0\.00/,
    )
    expectFits(frame, size)
    app.unmount()
  }, 60_000)

  it('Sessions shows each device; x ends the selected one after a reason and y/n, the others keep working', async () => {
    const phone = demo.otherInvestor
    const handset = await signInFrom(phone, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Version/18.0 Safari/604.1')
    const laptop = await signInFrom(phone, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')
    const app = consoleAt(size)
    await press(app.stdin, `${phone}\r`)
    await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available'))
    await press(app.stdin, keys.left)
    const listed = await frameWhen(app.lastFrame, (frame) => frame.includes('Firefox on Linux'))
    expect(listed).toMatch(/# +device +signed in +last seen +address +state/)
    expect(listed).toContain('127.0.0.x')
    expect(listed).toContain('Safari on iPhone')
    expectFits(listed, size)
    // The newest session is the selected one: the laptop's.
    await press(app.stdin, 'x')
    await press(app.stdin, 'laptop left at a café\r')
    const asked = await frameWhen(app.lastFrame, (frame) => frame.includes('Confirm: end session'))
    expect(asked.replace(/\s+/g, ' ')).toMatch(/end session #\d+ \(Firefox on Linux, 127\.0\.0\.x\) of 9000000002/)
    expectFits(asked, size)
    await press(app.stdin, 'y')
    await frameWhen(app.lastFrame, (frame) => /session #\d+ ended/.test(frame))
    expect((await postForm(server.url, '/user/getUserInfo.do', laptop)).msg).toBe('Please log in first')
    expect((await postForm(server.url, '/user/getUserInfo.do', handset)).status).toBe(0)
    // The list read again shows it ended; x on it again is refused.
    await frameWhen(app.lastFrame, (frame) => /Firefox on Linux .* ended/.test(frame))
    await press(app.stdin, 'x')
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('has ended already'))).toBeTruthy()
    app.unmount()
  }, 60_000)

  it('Orders: the investor’s GTT orders and price alerts below the pending orders (issue 30)', async () => {
    const token = await signInFrom(demo.otherInvestor, `watches-${size.columns}`)
    const stocks = (await (
      await fetch(`${server.url}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=1&stockType=us`)
    ).json()) as {
      data: { list: { code: string; nowPrice: string }[] }
    }
    const stock = stocks.data.list[0] ?? expect.fail()
    const price = Number(stock.nowPrice)
    const alert = await postForm(server.url, '/user/alert/add.do', token, {
      code: stock.code,
      field: 'volume',
      op: '>=',
      value: '999999999',
    })
    expect(alert.status, alert.msg).toBe(0)
    const legs = JSON.stringify([
      {
        triggerPrice: (price * 1.3).toFixed(2),
        limitPrice: (price * 1.3).toFixed(2),
        buyType: 0,
        buyNum: 100,
        lever: 10,
      },
    ])
    const gtt = await postForm(server.url, '/user/gtt/add.do', token, {
      code: stock.code,
      type: 'single',
      lastPrice: stock.nowPrice,
      legs,
    })
    expect(gtt.status, gtt.msg).toBe(0)
    const app = consoleAt(size)
    await press(app.stdin, `${demo.otherInvestor}\r`)
    await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available'))
    for (let tab = 0; tab < 2; tab += 1) await press(app.stdin, keys.right)
    const orders = await frameWhen(app.lastFrame, (frame) => frame.includes('GTT / alert'))
    expect(orders).toMatch(new RegExp(`GTT single +${stock.code} .*active`))
    expect(orders).toMatch(new RegExp(`alert once +${stock.code} +volume >= 999999999 +active`))
    expectFits(orders, size)
    app.unmount()
  }, 60_000)

  it('Fund flow: f and t set the days, read again from the server; e saves the CSV, a missing folder is a clear error', async () => {
    const app = consoleAt(size)
    await press(app.stdin, `${demo.investor}\r`)
    await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available'))
    for (let tab = 0; tab < 3; tab += 1) await press(app.stdin, keys.right)
    await frameWhen(app.lastFrame, (frame) => /from \(first\) to \(today\) · \d+ rows/.test(frame))
    // A first day still to come is refused, and a refused filter does not look applied (issue 34).
    await press(app.stdin, 'f')
    await press(app.stdin, '2026-11-25\r')
    const ahead = await frameWhen(app.lastFrame, (frame) => frame.includes('has not come yet'))
    expect(ahead).toContain('from (first) to (today)')
    await press(app.stdin, 't')
    await press(app.stdin, '2026-11-23\r')
    const empty = await frameWhen(app.lastFrame, (frame) => frame.includes('No money movement between these days.'))
    expect(empty).toContain('from (first) to 2026-11-23 · 0 rows')
    await press(app.stdin, 'f')
    await press(app.stdin, '2026-11-24\r')
    const reversed = await frameWhen(app.lastFrame, (frame) => frame.includes('The first day comes after the last day'))
    expect(reversed).toContain('from (first) to 2026-11-23 · 0 rows')
    await press(app.stdin, 't')
    await press(app.stdin, '\u007f'.repeat(10))
    await press(app.stdin, '2026-11-24\r')
    await frameWhen(app.lastFrame, (frame) => /from \(first\) to 2026-11-24 · [1-9]\d* rows/.test(frame))
    await press(app.stdin, 'f')
    await press(app.stdin, '2026-11-24\r')
    const day = await frameWhen(app.lastFrame, (frame) => /from 2026-11-24 to 2026-11-24 · [1-9]\d* rows/.test(frame))
    expect(day).toContain('marginReleased')
    expectFits(day, size)
    // Under 120 columns the selected row's reference is written whole (the column shows its start).
    if (size.columns < 120) expect(day).toMatch(/^ref\. \S{8,}/m)

    await press(app.stdin, 'e')
    await press(app.stdin, '\u007f'.repeat(200))
    await press(app.stdin, `${join(folder, 'missing', 'flow.csv')}\r`)
    const refused = await frameWhen(app.lastFrame, (frame) => frame.includes('not saved'))
    expect(refused.replace(/\s+/g, '')).toContain(`notsaved:nofolder${join(folder, 'missing')}`.replace(/\s+/g, ''))
    await press(app.stdin, keys.escape)
    await press(app.stdin, 'e')
    await press(app.stdin, '\r')
    // The second size finds the first one's file: replaced after a yes.
    const first = await frameWhen(app.lastFrame, (frame) => /fund flow saved|Confirm: overwrite/.test(frame))
    if (first.includes('Confirm: overwrite')) await press(app.stdin, 'y')
    const saved = await frameWhen(app.lastFrame, (frame) => frame.includes('fund flow saved'))
    expect(saved).toMatch(/rows\)/)
    const csv = readFileSync(join(folder, `${demo.investor}-fund-flow-2026-11-24_2026-11-24.csv`), 'utf8').split('\n')
    expect(csv[0]).toBe('time,account,type,amount,balanceAfter,reference')
    expect(csv.filter((line) => line.includes(closed[0] ?? '-')).length).toBeGreaterThan(0)
    expect(
      csv.slice(1, -1).every((line) => /^2026-11-24T04:00:00\.000Z,[\w.]+,\w+,-?\d+\.\d\d,-?\d+\.\d\d,/.test(line)),
    ).toBe(true)
    // The same file again: replaced only after a yes (issue 34).
    await press(app.stdin, 'e')
    await press(app.stdin, '\r')
    const again = await frameWhen(app.lastFrame, (frame) => frame.includes('Confirm: overwrite'))
    expect(again.replace(/\s+/g, '')).toContain(`${demo.investor}-fund-flow-2026-11-24_2026-11-24.csv?`)
    await press(app.stdin, 'n')
    expect(app.lastFrame()).not.toContain('Confirm:')
    await press(app.stdin, '\r')
    await frameWhen(app.lastFrame, (frame) => frame.includes('Confirm: overwrite'))
    await press(app.stdin, 'y')
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('fund flow saved'))).toMatch(/rows\)/)
    app.unmount()
  }, 60_000)

  it('Identity in a kitty terminal: i draws both ID images above the console, one audited look-up', async () => {
    const app = consoleAt(size, createImagePainter('kitty'))
    await press(app.stdin, `${applicant}\r`)
    await frameWhen(app.lastFrame, (frame) => frame.includes('Meera Pillai'))
    for (let tab = 0; tab < 3; tab += 1) await press(app.stdin, keys.left)
    await frameWhen(app.lastFrame, (frame) => frame.includes('ID number'))
    const before = await kycShows()
    await press(app.stdin, 'i')
    const shown = await frameWhen(app.lastFrame, (frame) => frame.includes('images: 2 drawn above'))
    expect(shown).toContain('ID 998877665544 (audited)')
    const written = app.stdout.frames.join('')
    const pictures = [...written.matchAll(/_Ga=T,f=100,q=2,c=38,r=10,m=0;([A-Za-z0-9+/=]+)/g)]
    expect(pictures).toHaveLength(2)
    for (const picture of pictures)
      expect(await sharp(Buffer.from(picture[1] ?? '', 'base64')).metadata()).toMatchObject({ format: 'png' })
    expect((await kycShows()) - before).toBe(1)
    app.unmount()
  }, 60_000)
})

describe('bourse console in a terminal that changes size', () => {
  it('re-lays out at once when the terminal shrinks or widens, no key needed (issue 34)', async () => {
    const app = render(consoleElement())
    const resize = (columns: number) => {
      Object.defineProperty(app.stdout, 'columns', { value: columns, configurable: true })
      app.stdout.emit('resize')
    }
    resize(120)
    await press(app.stdin, `${demo.investor}\r`)
    await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available') && frame.includes('Positions'))
    // Within a moment, not at the next refresh (every 10 s) or key.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 300))
    resize(80)
    await settled()
    const narrow = app.lastFrame() ?? ''
    expect(narrow).toContain(' Open ')
    expect(narrow).not.toContain('Positions')
    expectFits(narrow, { columns: 80, rows: 24 })
    resize(120)
    await settled()
    expect(app.lastFrame()).toContain('Positions')
    app.unmount()
  }, 60_000)
})
