import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'

describe('the built app served by the production server, in headless Chromium', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    server = await spawnServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('sends an unknown path to /home with the greeting and the no-real-trading notice', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/somewhere/unknown`)
    await page.waitForURL(`${server.url}/home`)
    expect(await page.getByRole('heading').textContent()).toBe('Welcome! Ready to start your investing journey?')
    expect(await page.getByRole('note').textContent()).toContain('no real trading')
    await saveScreenshot(page, 'home')
    expect(consoleErrors).toEqual([])
  })

  it('keeps the chosen theme across a reload', async () => {
    const { page } = await openPhonePage(browser)
    await page.goto(`${server.url}/home`)
    await page.getByRole('button', { name: /Theme/ }).click()
    await page.reload()
    expect(await page.locator('.app').getAttribute('data-theme')).toBe('red')
  })

  it('serves the API beside the app', async () => {
    const response = await fetch(`${server.url}/prod-api/health`)
    expect(((await response.json()) as { status: number }).status).toBe(0)
  })
})
