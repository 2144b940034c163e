import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { candlePixels, signIn } from './support/signIn.js'

describe('trading in headless Chromium against the built server with chart history', () => {
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

  it('signs in, opens a stock from the market list and draws its candles', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    await page.getByRole('navigation').getByText('Markets').click()
    await page.waitForURL(/\/trading-list/)
    await page.getByRole('tab', { name: 'Market' }).click()
    await page.locator('.quote-row-main').first().click()
    await page.waitForURL(/\/kline\?/)
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor()
    await expect.poll(() => candlePixels(page), { timeout: 15_000 }).toBeGreaterThan(200)
    await saveScreenshot(page, 'kline')
    // another period and an oscillator pane still draw candles
    await page.getByRole('button', { name: '5 M' }).click()
    await page.getByRole('button', { name: 'MACD' }).click()
    await expect.poll(() => candlePixels(page), { timeout: 15_000 }).toBeGreaterThan(200)
    await saveScreenshot(page, 'kline-macd')
    expect(consoleErrors).toEqual([])
  })
})
