import { mkdtempSync } from 'node:fs'
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
import { hasTerminalControls } from '../terminal/inertText.js'
import { frameWhen, terminalKeys as keys, press } from '../testing/inkFrames.js'
import { investorToken, postForm } from '../testing/investorActions.js'
import { signedInStaff, type TerminalUser } from '../testing/runBuilt.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../testing/serverProcess.js'
import { createAccountTabActions } from './accountTabActions.js'
import { ConsoleApp } from './ConsoleApp.js'
import { createIdentityActions } from './identityActions.js'
import { fetchIn } from './languageFetch.js'

// What a hostile investor writes to the help desk: clear the screen, retitle the terminal, ring, overwrite the line.
const hostile = 'Refund\u001b[2J\u001b]0;pwned\u0007 please\rAPPROVED\u009b31m'

let server: ServerProcess
let support: TerminalUser
let token = ''
let requestId = 0

beforeAll(async () => {
  server = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' })
  support = await signedInStaff(server.url, 'support', demo.staffPassword, server.clock)
  token = await staffTokenOf(server.url, 'support', demo.staffPassword, demo.staffTotpSecret, server.clock)
  const investor = await investorToken(server.url, demo.investor, demo.investorPassword)
  const filed = await postForm<{ request: { id: number } }>(server.url, '/user/helpDesk/create.do', investor, {
    topic: 'other',
    message: hostile,
  })
  if (filed.status !== 0) throw new Error(filed.msg)
  requestId = filed.data.request.id
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

describe('an investor’s text is inert in every terminal (issue 32)', () => {
  it('`bourse tickets show` prints the escape sequences as their codes', async () => {
    const shown = await support.run(['tickets', 'show', String(requestId)])
    expect(shown.exitCode, shown.err).toBe(0)
    expect(hasTerminalControls(shown.out)).toBe(false)
    expect(shown.out).toContain('Refund\\x1b[2J\\x1b]0;pwned\\x07 please\\x0dAPPROVED\\x9b31m')
  })

  it('the console’s help-desk queue and thread show them as codes too', async () => {
    const client = createStaffClient({ baseUrl: server.url, fetch: fetchIn('en'), getToken: () => token })
    const images = mkdtempSync(join(tmpdir(), 'bourse-inert-'))
    const app = render(
      <ConsoleApp
        staff="support"
        server={server.url}
        lookup={createAccountLookupStore(client)}
        queues={createReviewQueueStore(client)}
        tickets={createTicketDeskStore(client)}
        search={createUserSearchStore(client)}
        identity={createIdentityActions(client, { server: server.url, token: () => token }, images)}
        tabs={createAccountTabActions(client, images)}
        size={{ columns: 120, rows: 40 }}
      />,
    )
    await press(app.stdin, keys.tab)
    await press(app.stdin, keys.tab)
    const queue = await frameWhen(app.lastFrame, (frame) => frame.includes('Refund'))
    expect(hasTerminalControls(queue)).toBe(false)
    expect(queue).toContain('Refund\\x1b[2J')
    await press(app.stdin, keys.enter)
    const thread = await frameWhen(app.lastFrame, (frame) => frame.includes('APPROVED'))
    expect(hasTerminalControls(thread)).toBe(false)
    expect(thread).toContain('\\x0dAPPROVED\\x9b31m')
    app.unmount()
  }, 90_000)
})
