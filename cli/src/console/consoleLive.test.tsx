import {
  createAccountLookupStore,
  createLiveConnection,
  createReviewQueueStore,
  createStaffClient,
  createTicketDeskStore,
  keepQueuesLive,
} from '@bourse/react-hooks'
import { render } from 'ink-testing-library'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { liveUrlOf, openTerminalSocket } from '../internal/liveSocket.js'
import { frameWhen, terminalKeys as keys } from '../testing/inkFrames.js'
import { postForm, registeredInvestor, submitKyc } from '../testing/investorActions.js'
import { removeFolder, type ServerProcess, staffToken, startServerProcess } from '../testing/serverProcess.js'
import { ConsoleApp } from './ConsoleApp.js'

// A server of its own: the queue this test fills is one the console's other tests empty.
let server: ServerProcess
let supportToken: string
beforeAll(async () => {
  server = await startServerProcess()
  supportToken = await staffToken(server, 'support')
  await submitKyc(server.url, await registeredInvestor(server.url, '9123456801'), 'Asha Rao')
}, 240_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

it('a new KYC request and a new help request appear in the open queues without a key press (staff channel)', async () => {
  const client = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => supportToken })
  const queues = createReviewQueueStore(client)
  const tickets = createTicketDeskStore(client)
  const live = createLiveConnection({
    url: liveUrlOf(server.url, 'staff-api'),
    openSocket: openTerminalSocket,
    credentials: () => Promise.resolve({ headers: { authorization: `Bearer ${supportToken}` } }),
  })
  const stopQueues = keepQueuesLive(live, { queues, tickets })
  live.getState().start()
  const app = render(
    <ConsoleApp
      staff="support"
      server={server.url}
      lookup={createAccountLookupStore(client)}
      queues={queues}
      tickets={tickets}
    />,
  )
  app.stdin.write(keys.tab)
  const before = await frameWhen(app.lastFrame, (frame) => frame.includes('Asha Rao'))
  expect(before).not.toContain('Vikram Shah')
  await frameWhen(
    () => live.getState().status,
    (status) => status === 'open',
  )
  expect(live.getState().channels).toContain('staff')

  // An investor files the form now; nobody touches the console.
  await submitKyc(server.url, await registeredInvestor(server.url, '9123456802'), 'Vikram Shah')
  const after = await frameWhen(app.lastFrame, (frame) => frame.includes('Vikram Shah'))
  expect(after).toContain('9123456802')
  // The highlighted row is still the one it was: a new item never slides a decision onto another row.
  expect(queues.getState().items[queues.getState().selected]?.phone).toBe('9123456801')

  app.stdin.write(keys.tab)
  await frameWhen(app.lastFrame, (frame) => frame.includes('help desk') || frame.includes('Help desk'))
  const token = await registeredInvestor(server.url, '9123456803')
  const filed = await postForm(server.url, '/user/helpDesk/create.do', token, {
    topic: 'withdrawal',
    message: 'Where is my withdrawal of yesterday?',
  })
  expect(filed.status).toBe(0)
  expect(await frameWhen(app.lastFrame, (frame) => frame.includes('9123456803'))).toContain('9123456803')
  app.unmount()
  stopQueues()
  live.getState().stop()
}, 120_000)
