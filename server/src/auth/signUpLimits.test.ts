import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'

// Two calls a minute per address, so ten a minute from every address together.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_SIGN_IN_LIMIT: '2' })
})
afterAll(() => server.close())

/** A form POST from `address` (any of 127.0.0.0/8 on Linux): the HTTP status and the envelope's message. */
const postFrom = (address: string, path: string, form: Record<string, string>) =>
  new Promise<{ httpStatus: number; msg: string }>((resolve, reject) => {
    const call = httpRequest(
      `${server.url}/prod-api${path}`,
      { method: 'POST', localAddress: address, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        response.on('end', () => resolve({ httpStatus: response.statusCode ?? 0, msg: JSON.parse(text).msg }))
      },
    )
    call.on('error', reject)
    call.end(new URLSearchParams(form).toString())
  })

const routes = [
  ['/api/user/checkPhone.do', { phoneNum: '9876500001' }, 20],
  ['/user/reg.do', { phone: '9876500002', userPwd: 'secret12', agentCode: 'NOCODE' }, 40],
] as const

describe('phone look-ups and registrations are limited per address and overall', () => {
  it.each(routes)('%s', async (path, form, subnet) => {
    const one = `127.0.${subnet}.1`
    const fromOne = [await postFrom(one, path, form), await postFrom(one, path, form), await postFrom(one, path, form)]
    expect(fromOne.map((answer) => answer.httpStatus)).toEqual([200, 200, 429])
    // Every call from a new address: the per-address limit never applies, the overall one does.
    const rotating = []
    for (let i = 2; i < 14; i++) rotating.push(await postFrom(`127.0.${subnet + 1}.${i}`, path, form))
    expect(rotating.map((answer) => answer.httpStatus)).toEqual([...Array(8).fill(200), ...Array(4).fill(429)])
    expect(rotating.at(-1)?.msg).toMatch(/^Too many attempts from this address; please try again in \d+ seconds$/)
  })
})
