import {
  createAccountLookupStore,
  createApiClient,
  createLiveConnection,
  createReviewQueueStore,
  createStaffClient,
  createTicketDeskStore,
} from '@bourse/react-hooks'
import { render } from 'ink-testing-library'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConsoleApp } from './console/ConsoleApp.js'
import { liveUrlOf, openTerminalSocket } from './internal/liveSocket.js'
import { frameWhen, terminalKeys as keys, press } from './testing/inkFrames.js'
import { buyLong, investorToken, postForm, registeredInvestor, submitKyc, usStock } from './testing/investorActions.js'
import { demo, removeFolder, type ServerProcess, staffToken, startServerProcess } from './testing/serverProcess.js'
import { WatchApp } from './watch/WatchApp.js'
import { watchStores } from './watch/watchStores.js'

// One real server: a support member's console and an investor's watch screen, driven by keys, read by frames.
let server: ServerProcess
let supportToken: string
let investor: string
let stock: { id: number; code: string }
let ticket: number
const rejected = '9123456790'
const approved = '9123456791'

beforeAll(async () => {
  server = await startServerProcess()
  supportToken = await staffToken(server, 'support')
  await submitKyc(server.url, await registeredInvestor(server.url, rejected), 'Meera Iyer')
  await submitKyc(server.url, await registeredInvestor(server.url, approved), 'Kiran Das')
  investor = await investorToken(server.url, demo.investor, demo.investorPassword)
  stock = await usStock(server.url, 1)
  await buyLong(server.url, investor, stock.id, '100')
  const added = await postForm(server.url, '/user/addOption.do', investor, { code: stock.code })
  if (added.status !== 0) throw new Error(added.msg)
  const filed = await postForm<{ request: { id: number } }>(server.url, '/user/helpDesk/create.do', investor, {
    topic: 'trading',
    message: 'My stop-loss did not trigger yesterday; please check position S1.',
  })
  if (filed.status !== 0) throw new Error(filed.msg)
  ticket = filed.data.request.id
}, 240_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

/** The investor's live socket (the watch screen's), signed in by the `USERTOKEN` header. */
const investorFeed = (token: string) =>
  createLiveConnection({
    url: liveUrlOf(server.url, 'prod-api'),
    openSocket: openTerminalSocket,
    credentials: () => Promise.resolve({ headers: { USERTOKEN: token } }),
  })

/** Every frame fits an 80×24 terminal. */
const expectFits = (frame: string) => {
  const lines = frame.split('\n')
  expect(lines.length).toBeLessThanOrEqual(24)
  for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80)
}

const type = async (stdin: { write(data: string): void }, text: string) => {
  for (const char of text) {
    stdin.write(char)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('bourse console (Ink)', () => {
  it('looks an investor up by phone and walks the account tabs', async () => {
    const client = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => supportToken })
    const lookup = createAccountLookupStore(client)
    const app = render(
      <ConsoleApp
        staff="support"
        server={server.url}
        lookup={lookup}
        queues={createReviewQueueStore(client)}
        tickets={createTicketDeskStore(client)}
      />,
    )
    expect(app.lastFrame()).toContain('Phone: __________  (Enter to look up)')
    await type(app.stdin, demo.investor)
    app.stdin.write(keys.enter)
    const balances = await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available'))
    expect(balances).toContain('9000000001')
    expect(balances).toContain('Balances  Open  Orders  Flow  Money  Finance  Welfare  ID  Closed  Sessions')
    expectFits(balances)
    app.stdin.write(keys.right)
    const positions = await frameWhen(app.lastFrame, (frame) => frame.includes('liq.price'))
    expect(positions).toContain(stock.code)
    expect(positions).toMatch(/stock +line [\d.,]+ {2}floating -?[\d.,]+ {2}distance [\d.,]+/)
    expectFits(positions)
    await press(app.stdin, keys.right)
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('pending order'))).toContain('No pending order.')
    app.stdin.write(keys.right)
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('buyFee'))).toContain('stock.available')
    await press(app.stdin, keys.right)
    await press(app.stdin, keys.right)
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('financing application'))).toContain(
      'No financing application.',
    )
    await press(app.stdin, keys.right)
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('welfare'))).toContain('No welfare application.')
    await press(app.stdin, keys.right)
    const identity = await frameWhen(app.lastFrame, (frame) => frame.includes('KYC         approved'))
    expectFits(identity)
    app.stdin.write('?')
    const help = await frameWhen(app.lastFrame, (frame) => frame.includes('— keys'))
    expect(help).toContain('reject / fail the selected item (asks the reason)')
    expectFits(help)
    await press(app.stdin, ' ')
    await press(app.stdin, keys.escape)
    await frameWhen(app.lastFrame, (frame) => frame.includes('Phone: 9000000001'))
    app.unmount()
  }, 90_000)

  it('says why a look-up is refused', async () => {
    const client = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => supportToken })
    const app = render(
      <ConsoleApp
        staff="support"
        server={server.url}
        lookup={createAccountLookupStore(client)}
        queues={createReviewQueueStore(client)}
        tickets={createTicketDeskStore(client)}
      />,
    )
    await type(app.stdin, '9876500000')
    app.stdin.write(keys.enter)
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('No investor'))).toContain(
      'No investor with this phone number',
    )
    app.unmount()
  }, 60_000)

  it('rejects a KYC application with a typed reason and approves another with a key', async () => {
    const client = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => supportToken })
    const app = render(
      <ConsoleApp
        staff="support"
        server={server.url}
        lookup={createAccountLookupStore(client)}
        queues={createReviewQueueStore(client)}
        tickets={createTicketDeskStore(client)}
      />,
    )
    app.stdin.write(keys.tab)
    const queue = await frameWhen(app.lastFrame, (frame) => frame.includes(approved))
    expect(queue).toContain(`${rejected}  Meera Iyer`)
    expect(queue).toContain('a approve · x reject')
    expectFits(queue)
    app.stdin.write('x')
    await frameWhen(app.lastFrame, (frame) => frame.includes('reject — reason:'))
    app.stdin.write(keys.enter)
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('required'))).toContain('a reason is required')
    await type(app.stdin, 'photo is blurred')
    app.stdin.write(keys.enter)
    // Nothing is decided before y: the question names the applicant, the ID and the reason.
    const asked = await frameWhen(app.lastFrame, (frame) => frame.includes('Confirm: reject real name'))
    expect(asked).toContain(`${rejected} Meera Iyer`)
    expect(asked).toContain('reason: photo is blurred')
    expect(asked).toContain('y yes · n no')
    expectFits(asked)
    await press(app.stdin, 'y')
    const afterReject = await frameWhen(
      app.lastFrame,
      (frame) => frame.includes(`reject ${rejected}: done`) && !frame.includes('loading'),
    )
    expect(afterReject).not.toContain('Meera Iyer')
    await press(app.stdin, 'a')
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('Confirm: approve real name'))).toContain(approved)
    await press(app.stdin, 'n')
    expect(app.lastFrame()).not.toContain('Confirm:')
    expect(app.lastFrame()).toContain(approved)
    await press(app.stdin, 'a')
    await press(app.stdin, 'y')
    const afterApprove = await frameWhen(
      app.lastFrame,
      (frame) => frame.includes(`approve ${approved}: done`) && !frame.includes('loading'),
    )
    expect(afterApprove).toContain('Nothing waits for review.')
    app.stdin.write(keys.right)
    // Support may not read finance's queue: the server's refusal alone, no empty list and no keys.
    const refused = await frameWhen(app.lastFrame, (frame) => frame.includes('Your role may not do this'))
    expect(refused).not.toContain('Nothing waits for review.')
    expect(refused).not.toContain('a pay')
    app.unmount()
  }, 90_000)
})

describe('bourse console: the help desk (Ink)', () => {
  it('reads a request once, takes a pasted reply, closes it and opens the investor’s account', async () => {
    const client = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => supportToken })
    const tickets = createTicketDeskStore(client)
    const app = render(
      <ConsoleApp
        staff="support"
        server={server.url}
        lookup={createAccountLookupStore(client)}
        queues={createReviewQueueStore(client)}
        tickets={tickets}
      />,
    )
    await press(app.stdin, keys.tab)
    await press(app.stdin, keys.tab)
    const queue = await frameWhen(app.lastFrame, (frame) => frame.includes('stop-loss') && !frame.includes('loading'))
    expect(queue).toMatch(new RegExp(` +${ticket} open +\\d\\d-\\d\\d \\d\\d:\\d\\d ${demo.investor} `))
    expect(queue).toContain('Enter read · w reply · c close')
    expectFits(queue)
    await press(app.stdin, 'r')
    await press(app.stdin, keys.enter)
    const thread = await frameWhen(app.lastFrame, (frame) => frame.includes(`#${ticket} · ${demo.investor}`))
    expect(thread).toContain('record: none')
    expect(thread).toMatch(/── \d{4}-\d\d-\d\d \d\d:\d\d investor/)
    expectFits(thread)

    // A reply pasted in one burst is one text; Backspace takes back what it must; Enter sends it.
    await press(app.stdin, 'w')
    await press(app.stdin, 'We checked: the stop-loss was above the price. Sorry!!')
    await press(app.stdin, '\u007F')
    await press(app.stdin, keys.enter)
    const replied = await frameWhen(app.lastFrame, (frame) => frame.includes(`reply ${ticket}: done`))
    expect(replied).toContain('support (support)')
    expect(replied).toContain('Sorry!')
    expect(replied).not.toContain('Sorry!!')
    expectFits(replied)
    await press(app.stdin, 'c')
    await press(app.stdin, keys.enter)
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes(`close ${ticket}: done`))).toContain('closed')

    // One audited read for one thread opened, whatever the reloads.
    const auditorToken = await staffToken(server, 'auditor')
    const trail = await fetch(`${server.url}/staff-api/audit?limit=1000`, {
      headers: { authorization: `Bearer ${auditorToken}` },
    })
    const rows = ((await trail.json()) as { data: { route: string; target: string }[] }).data
    expect(rows.filter((row) => row.target === `tickets:${ticket}`).map((row) => row.route)).toEqual([
      '/staff-api/tickets/show',
      '/staff-api/tickets/reply',
      '/staff-api/tickets/close',
    ])

    await press(app.stdin, 'l')
    expect(await frameWhen(app.lastFrame, (frame) => frame.includes('stock.available'))).toContain(demo.investor)
    app.unmount()
  }, 90_000)
})

describe('bourse watch (Ink): the server or the session gone', () => {
  it('says the server is unreachable (with the time of the data shown), then that the session ended', async () => {
    let baseUrl = server.url
    let token: string | undefined = investor
    const client = createApiClient({
      baseUrl: '',
      fetch: (input, init) => globalThis.fetch(`${baseUrl}${String(input)}`, init),
      getToken: () => token,
      getLanguage: () => 'en',
    })
    const feed = investorFeed(investor)
    const { account, watchlist, refresh } = await watchStores(client, feed)
    await refresh()
    const app = render(
      <WatchApp
        phone={demo.investor}
        server={server.url}
        account={account}
        watchlist={watchlist}
        refresh={refresh}
        start={() => () => undefined}
        feed={feed}
      />,
    )
    await frameWhen(app.lastFrame, (text) => text.includes(stock.code))
    baseUrl = 'http://127.0.0.1:9'
    await press(app.stdin, 'r')
    const offline = await frameWhen(app.lastFrame, (text) => text.includes('Server unreachable'))
    expect(offline).toMatch(/Server unreachable — showing data from \d\d:\d\d:\d\d/)
    expect(offline).toContain(stock.code)
    expect(offline).not.toContain('Your watchlist is empty')
    expectFits(offline)
    baseUrl = server.url
    token = 'not-a-session-token-0123456789'
    await press(app.stdin, 'r')
    const ended = await frameWhen(app.lastFrame, (text) => text.includes('Session ended'))
    expect(ended).not.toContain('No open position')
    expect(ended).not.toContain('Your watchlist is empty')
    app.unmount()
  }, 60_000)
})

describe('bourse watch (Ink)', () => {
  it("shows the watchlist's quotes and the open position with its liquidation price and distance", async () => {
    const client = createApiClient({
      baseUrl: server.url,
      fetch: globalThis.fetch,
      getToken: () => investor,
      getLanguage: () => 'en',
    })
    const feed = investorFeed(investor)
    const { account, watchlist, refresh, start } = await watchStores(client, feed)
    feed.getState().start()
    let starts = 0
    const app = render(
      <WatchApp
        phone={demo.investor}
        server={server.url}
        account={account}
        watchlist={watchlist}
        refresh={refresh}
        start={() => {
          starts += 1
          return start()
        }}
        feed={feed}
      />,
    )
    await refresh()
    const frame = await frameWhen(app.lastFrame, (text) => text.split(stock.code).length >= 3)
    expect(frame).toMatch(/Watchlist\ncode +name +price +change %/)
    expect(frame).toMatch(new RegExp(`${stock.code} +long +100 `))
    expect(frame).toMatch(/liquidation line \d+\.\d\d/)
    expectFits(frame)
    expect(starts).toBe(1)
    // Live from the socket: the position's price follows the quote channel, no key pressed, no timer of the screen's.
    const row = () => (app.lastFrame() ?? '').split('\n').find((line) => new RegExp(`^${stock.code} +long`).test(line))
    const first = row()
    await frameWhen(app.lastFrame, () => row() !== first)
    expect(feed.getState().status).toBe('open')
    app.stdin.write('?')
    expect(await frameWhen(app.lastFrame, (text) => text.includes('— keys'))).toContain('refresh now')
    app.unmount()
    feed.getState().stop()
  }, 60_000)
})
