import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuilt } from '../testing/runBuilt.js'

// A server that accepts every connection and never answers (issue 34).
let hanging: Server
const sockets: Socket[] = []
let address = ''
beforeAll(async () => {
  hanging = createServer((socket) => void sockets.push(socket))
  await new Promise<void>((done) => hanging.listen(0, '127.0.0.1', done))
  const { port } = hanging.address() as { port: number }
  address = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((done) => hanging.close(done))
})

describe('the terminal client against a server that does not answer, or no server at all', () => {
  it('gives up after BOURSE_TIMEOUT seconds with one line (exit 1)', async () => {
    const started = Date.now()
    const run = await runBuilt(['user', '9000000001'], {
      BOURSE_SERVER: address,
      BOURSE_TOKEN: 't',
      BOURSE_TIMEOUT: '1',
    })
    expect([run.exitCode, run.err]).toEqual([
      1,
      `bourse: the server at ${address} did not answer within 1 s (BOURSE_TIMEOUT sets how long to wait)\n`,
    ])
    expect(Date.now() - started).toBeLessThan(8_000)
  }, 15_000)

  it('says what is wrong with a server that is not an address, before anything is asked (exit 2)', async () => {
    const run = await runBuilt(['user', '9000000001', '--server', 'not a url'], { BOURSE_TOKEN: 't' })
    expect([run.exitCode, run.err]).toEqual([
      2,
      'bourse: --server "not a url" is not a server address: write it like http://127.0.0.1:8080\n',
    ])
    const fromEnv = await runBuilt(['user', '9000000001'], { BOURSE_SERVER: 'ftp://x', BOURSE_TOKEN: 't' })
    expect(fromEnv.err).toBe(
      'bourse: BOURSE_SERVER "ftp://x" is not a server address: write it like http://127.0.0.1:8080\n',
    )
  })

  it('refuses a login name that is no phone as bad usage (exit 2), before asking the password', async () => {
    const run = await runBuilt(['login', '123', '--password-stdin'], { BOURSE_SERVER: address }, 'secret\n')
    expect([run.exitCode, run.err]).toEqual([
      2,
      'bourse: not a phone number: 123 (an investor signs in with the 10 digits of their phone)\n',
    ])
  })
})
