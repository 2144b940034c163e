import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'

describe('caching of the web app over real HTTP', () => {
  let server: TestServer
  let webDir: string
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'bourse-web-'))
    mkdirSync(join(webDir, 'assets'))
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><script type="module" src="/assets/index-3f9a1c.js"></script>',
    )
    writeFileSync(join(webDir, 'assets', 'index-3f9a1c.js'), 'document.title = "Bourse"\n')
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    server = await startTestServer({ BOURSE_WEB_DIR: webDir })
  })
  afterAll(async () => {
    await server.close()
    rmSync(webDir, { recursive: true, force: true })
  })

  const cacheControlOf = async (path: string) => {
    const response = await fetch(`${server.url}${path}`)
    expect(response.status).toBe(200)
    return response.headers.get('cache-control')
  }

  it('lets a browser keep a hashed asset for a year without asking again', async () => {
    expect(await cacheControlOf('/assets/index-3f9a1c.js')).toBe('public, max-age=31536000, immutable')
  })

  it('has the page, a client-side route and an unhashed file asked for again each time', async () => {
    for (const path of ['/', '/home', '/favicon.svg']) expect(await cacheControlOf(path)).toBe('public, max-age=0')
  })
})
