import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'

describe('the shell served by the production server, in headless Chromium', () => {
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
    await page.getByText('DISCOVER MORE').waitFor()
    // the index ticker strip and the first news tab load from the server
    await page.locator('.ticker').first().waitFor()
    await page.locator('.news-item').first().waitFor()
    expect(await page.getByRole('note').first().textContent()).toContain('no real trading')
    await saveScreenshot(page, 'home')
    expect(consoleErrors).toEqual([])
  })

  it('keeps the chosen theme and language across a reload', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/home`)
    await page.getByRole('button', { name: /Theme/ }).click()
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByText('繁體', { exact: true }).click()
    await page.reload()
    expect(await page.locator('.app').getAttribute('data-theme')).toBe('red')
    expect(await page.getByRole('navigation').textContent()).toContain('持倉')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('{"data":"red"}')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-TW')
    expect(consoleErrors).toEqual([])
  })

  it('shows the market list to a visitor, with the login banner, 15 rows and more on scroll', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/trading-list`)
    await page.getByText('Log in to trade and see your account').first().waitFor()
    await page.locator('.quote-row').nth(14).waitFor()
    await page.locator('.quote-row').nth(14).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 4000)
    await page.locator('.quote-row').nth(15).waitFor()
    await saveScreenshot(page, 'markets')
    expect(consoleErrors).toEqual([])
  })

  it('opens the login-prompt sheet when a visitor taps Position', async () => {
    const { page } = await openPhonePage(browser)
    await page.goto(`${server.url}/home`)
    await page.getByRole('navigation').getByText('Position').click()
    await page.getByRole('dialog', { name: 'Log in' }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(`${server.url}/login`)
  })
})
