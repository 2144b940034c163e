import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

describe('block trades (/dazong) in headless Chromium', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    server = await spawnServer()
    browser = await launchBrowser()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('orders a block-trade product at its minimum quantity and finds it among my block trades', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    await page.goto(`${server.url}/dazong`)
    const product = page.locator('.record-row').first()
    await product.waitFor()
    const code = (await product.locator('strong').textContent())?.split(' ').at(-1) ?? ''
    await saveScreenshot(page, 'dazong')
    await product.getByRole('button', { name: 'Buy' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(`${server.url}/dazong?tab=records`)
    await page.getByRole('list', { name: 'Positions' }).getByText(code).waitFor()
    await saveScreenshot(page, 'dazong-records')
    expect(consoleErrors).toEqual([])
  })
})
