import { translate } from '@bourse/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'

describe('sign-in in headless Chromium against the built server', () => {
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

  it('sends a visitor opening /warehouse to /login, which shows the notice', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/warehouse`)
    await page.waitForURL(`${server.url}/login?url=%2Fwarehouse`)
    expect(await page.getByRole('note').textContent()).toContain('no real trading')
    await saveScreenshot(page, 'login')
    expect(consoleErrors).toEqual([])
  })

  it("shows the server's message for a wrong password", async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/login`)
    await page.getByLabel('Phone number').fill('9000000001')
    await page.getByLabel('Password').fill('wrong123')
    await page.getByRole('button', { name: 'Log in' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    // The server's own words (core's `loginFailed` with the attempts left), never a client invention.
    expect(await alert.textContent()).toBe(translate('loginFailed', 'en', { left: '4' }))
    expect(page.url()).toBe(`${server.url}/login`)
    // the failed login is a 200 with status ≠ 0, so no console error either
    expect(consoleErrors).toEqual([])
  })

  it('signs in, shows the account under My, and logs out', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/login`)
    await page.getByLabel('Phone number').fill('9000000002')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(`${server.url}/home`)
    await page.getByRole('navigation').getByText('My').click()
    await page.waitForURL(`${server.url}/user`)
    await page.getByText('Total assets', { exact: true }).waitFor()
    await saveScreenshot(page, 'user')
    await page.getByRole('button', { name: 'Exit system' }).click()
    await page.waitForURL(`${server.url}/login`)
    expect(await page.evaluate(() => localStorage.getItem('USERTOKEN'))).toBeNull()
    expect(consoleErrors).toEqual([])
  })
})
