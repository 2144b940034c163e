import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'

describe('a path that is no call', () => {
  let server: TestServer
  let webDir: string
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'bourse-web-'))
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Bourse</title>')
    server = await startTestServer({ BOURSE_WEB_DIR: webDir })
  })
  afterAll(async () => {
    await server.close()
    rmSync(webDir, { recursive: true, force: true })
  })

  it.each([
    ['GET', '/staff-api/no/such/call'],
    ['POST', '/staff-api/kyc/aprove'],
    ['GET', '/staff-api'],
    ['POST', '/prod-api/api/news/nope.do'],
    ['GET', '/prod-api/api/stock/getStok.do?pageNum=1'],
  ])('answers %s %s with 404 in the envelope, never the app page', async (method, path) => {
    const response = await fetch(`${server.url}${path}`, { method })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ status: 1, msg: `No such call: ${path.split('?')[0]}`, data: null })
  })

  it('says so in the caller’s language', async () => {
    const response = await fetch(`${server.url}/staff-api/nothing`, { headers: { lang: 'zh-CN' } })
    expect(await response.json()).toMatchObject({ status: 1, msg: '没有该接口：/staff-api/nothing' })
  })

  it('still answers the app’s own routes, and look-alike paths, with the page', async () => {
    for (const path of ['/home', '/kline/600519', '/staff-apis', '/prod-apix/user']) {
      const response = await fetch(`${server.url}${path}`)
      expect([path, response.status]).toEqual([path, 200])
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    }
  })
})
