import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'

/** Sends raw bytes and reads the whole answer (the server closes the connection after a framing error). */
const sendRaw = (url: string, bytes: string): Promise<{ statusLine: string; headers: string; body: unknown }> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const socket = connect(Number(port), hostname, () => socket.write(bytes))
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      const [statusLine = '', ...headers] = head.split('\r\n')
      resolve({ statusLine, headers: headers.join('\n').toLowerCase(), body: JSON.parse(body) })
    })
  })

describe('requests Node cannot parse answer in the envelope', { timeout: 120_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  }, 120_000)
  afterAll(() => server.close(), 120_000)

  it('answers 431 for a URL longer than the header limit', async () => {
    const answer = await sendRaw(server.url, `GET /prod-api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(answer.headers).toContain('content-type: application/json')
    expect(answer.headers).toContain('x-content-type-options: nosniff')
    expect(answer.body).toEqual({ status: 1, msg: 'The request address or headers are too long', data: null })
  })

  it('answers 400 for broken framing', async () => {
    for (const bytes of ['NOT HTTP AT ALL\r\n\r\n', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: zz\r\n\r\n']) {
      const answer = await sendRaw(server.url, bytes)
      expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request')
      expect(answer.body).toEqual({ status: 1, msg: 'The request could not be read', data: null })
    }
  })

  it('answers 400 for a URL fastify cannot decode', async () => {
    const response = await fetch(`${server.url}/prod-api/user/%E0%A4%A`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 1, msg: 'The request could not be read', data: null })
  })
})
