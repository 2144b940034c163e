import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { routeTable } from '../src/routes/routeTable.js'
import { launchBrowser, openPhonePage } from './support/launchBrowser.js'
import { candlePixels, signIn } from './support/signIn.js'

/** Console errors that report a Content-Security-Policy refusal, and every `securitypolicyviolation` event. */
const watchPolicy = async (page: Page): Promise<string[]> => {
  const violations: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|securitypolicyviolation/i.test(text)) violations.push(`${page.url()}: ${text}`)
  })
  // Injected by the browser itself (not an inline script of the page), so the policy does not apply to it.
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`)
    })
  })
  return violations
}

/** Loads `url` as a fresh page load (not a client-side move) and lets its lazy chunks and first calls start. */
const load = async (page: Page, url: string) => {
  const response = await page.goto(url)
  await page.locator('.app').first().waitFor()
  // Pages poll quotes, so the network is never idle for long; a short settle lets the route's chunk and styles load.
  await page.waitForTimeout(300)
  return response
}

describe('the web app under its Content-Security-Policy in headless Chromium', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    server = await spawnServer({ BOURSE_HISTORY: 'short' })
    browser = await launchBrowser()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('serves every page with a policy that forbids inline scripts and framing', async () => {
    const response = await fetch(`${server.url}/home`)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('opens each app route signed in with no policy violation', { timeout: 480_000 }, async () => {
    const { page } = await openPhonePage(browser)
    const violations = await watchPolicy(page)
    await signIn(page, server.url)
    // The policy belongs to the document, which is the same for every route: each route is served with it, and is
    // then opened as the app opens it (a move inside the page), so its lazy chunk, styles and first calls run under it.
    for (const path of Object.keys(routeTable)) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'")
      await page.evaluate((to) => {
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await page.locator('.app').first().waitFor()
      await page.waitForTimeout(300)
    }
    expect(violations).toEqual([])
  })

  it('draws a chart (lightweight-charts on canvas) and the login page signed out with no violation', async () => {
    const { page } = await openPhonePage(browser)
    const violations = await watchPolicy(page)
    await load(page, `${server.url}/login`)
    await load(page, `${server.url}/register`)
    await signIn(page, server.url)
    await load(page, `${server.url}/trading-list?index=1`)
    await page.locator('.quote-row-main').first().click()
    await page.waitForURL(/\/kline\?/)
    await page.getByRole('button', { name: 'Day', exact: true }).click()
    await expect.poll(() => candlePixels(page), { timeout: 15_000 }).toBeGreaterThan(200)
    await page.reload()
    await expect.poll(() => candlePixels(page), { timeout: 15_000 }).toBeGreaterThan(200)
    expect(violations).toEqual([])
  })

  it('would notice a violation: an injected inline script is refused and reported', async () => {
    const { page } = await openPhonePage(browser)
    const violations = await watchPolicy(page)
    await load(page, `${server.url}/home`)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
    })
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  })
})
