import { tmpdir } from 'node:os'
import {
  createAccountLookupStore,
  createReviewQueueStore,
  createStaffClient,
  createTicketDeskStore,
  createUserSearchStore,
} from '@bourse/react-hooks'
import { render } from 'ink-testing-library'
import { createElement } from 'react'
import { createAccountTabActions } from '../src/console/accountTabActions.js'
import { ConsoleApp } from '../src/console/ConsoleApp.js'
import {
  buyLong,
  closePosition,
  investorToken,
  postForm,
  registeredInvestor,
  submitKyc,
  usStock,
} from '../src/testing/investorActions.js'
import { demo, removeFolder, staffToken, startServerProcess } from '../src/testing/serverProcess.js'

/**
 * Records a console session as text frames for docs/cli.md (`node --import tsx bench/recordSession.tsx`, after
 * `pnpm build`): a real server, support signed in, keys typed one by one, the frame printed after each step.
 */
const server = await startServerProcess()
const token = await staffToken(server, 'support')
await submitKyc(server.url, await registeredInvestor(server.url, '9123456780'), 'Asha Rao')
const investor = await investorToken(server.url, demo.investor, demo.investorPassword)
const stock = (await usStock(server.url)).id
await closePosition(server.url, investor, await buyLong(server.url, investor, stock, '100'))
await buyLong(server.url, investor, stock, '100')
await postForm(server.url, '/user/helpDesk/create.do', investor, {
  topic: 'withdrawal',
  message: 'I asked for a withdrawal on Monday; when will it be paid?',
})
const client = createStaffClient({ baseUrl: server.url, fetch: globalThis.fetch, getToken: () => token })
const app = render(
  createElement(ConsoleApp, {
    staff: 'support',
    server: 'http://127.0.0.1:8080',
    lookup: createAccountLookupStore(client),
    queues: createReviewQueueStore(client),
    tickets: createTicketDeskStore(client),
    search: createUserSearchStore(client),
    tabs: createAccountTabActions(client, tmpdir()),
  }),
)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const step = async (title: string, keys: readonly string[], wait = 1500) => {
  for (const key of keys) {
    app.stdin.write(key)
    await pause(120)
  }
  await pause(wait)
  process.stdout.write(`\n${title}\n\n\`\`\`text\n${app.lastFrame() ?? ''}\n\`\`\`\n`)
}
await step('Start: the Find box (a phone, part of a name, last 4 digits or a record number).', [], 500)
await step('Typed `asha`, then `Enter`: the investors found.', [...'asha', '\r'], 2500)
await step(
  'Four Backspaces in one burst, then a pasted phone with its country code and Enter: the account.',
  ['\u007f\u007f\u007f\u007f', '+91 90000-00001\r'],
  4000,
)
await step('`→`: Positions, with live prices and the distance to the liquidation line.', ['\u001B[C'])
await step('`→ →`: past the pending orders to the fund flow, each row with its reference.', ['\u001B[C', '\u001B[C'])
const today = new Date().toISOString().slice(0, 10)
await step(`\`f\` and \`${today}\`, \`Enter\`: the fund flow from that day, read again from the server.`, [
  'f',
  `${today}\r`,
])
await step('`→` five times: the closed positions, with realised P&L and every charge.', Array(5).fill('\u001B[C'))
await step("`→`: the investor's sessions; `x` ends the selected one, `o` all of them.", ['\u001B[C'])
await step('`?`: the keyboard help.', ['?'], 500)
await step('Any key closes it; `Tab`: the review queues (KYC first).', [' ', '\t'], 3000)
await step('`x`: reject asks for the reason; typed "photo is blurred".', ['x', ...'photo is blurred'], 500)
await step('`Enter`: the question, with who, whose ID and the reason.', ['\r'], 500)
await step('`y`: the server decides; the queue is read again.', ['y'], 3000)
await step('`Tab`: the help desk, oldest open request first.', ['\t'], 3000)
await step('`Enter`: the thread (one audited read); `w` and a reply typed or pasted.', [
  '\r',
  'w',
  'Finance pays it today before 15:00.',
])
await step('`Enter`: sent; the investor sees a badge on My until they read it.', ['\r'], 3000)
app.unmount()
await server.stop()
removeFolder(server.dataDir)
process.exit(0)
