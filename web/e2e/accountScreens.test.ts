import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

/** Each account screen not walked elsewhere, with what it must show (the demo investor: approved, funded, no card). */
const screens: readonly (readonly [string, string, RegExp | string])[] = [
  ['/user', 'user', 'Verified'],
  ['/wallet', 'wallet', 'Recharge now'],
  ['/wallet?tab=withdraw', 'wallet-withdraw', 'Confirm withdrawal'],
  // The demo investor's funding came through paid sandbox recharges (issue 34).
  ['/rechargelist', 'rechargelist', 'Success'],
  ['/cashlist', 'cashlist', 'Nothing here yet'],
  ['/fundTransfer?type=3', 'fund-transfer', 'Stock → Futures'],
  ['/FundingDetails', 'funding-details-demo', 'Capital details'],
  ['/smrz', 'smrz', 'Verified'],
  ['/bankCard', 'bank-card-none', 'No bank card bound yet'],
  ['/loginPassword', 'login-password', 'Current password'],
  ['/setPassword', 'set-password-demo', 'Set funding password'],
  ['/setup', 'setup', 'Exit system'],
  ['/orderlist?index=2', 'orderlist-financing', 'Financing orders'],
]

describe('the account screens in headless Chromium (390×844), one screenshot each', () => {
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

  it('opens every screen signed in, with no console error', { timeout: 180_000 }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    for (const [path, name, text] of screens) {
      await page.goto(`${server.url}${path}`)
      await page
        .getByText(text, { exact: typeof text === 'string' })
        .first()
        .waitFor()
      await saveScreenshot(page, `screen-${name}`)
    }
    // the change-password bottom popup of /user
    await page.goto(`${server.url}/user`)
    await page.getByText('Change login password').click()
    await page.getByRole('form', { name: 'Change login password' }).waitFor()
    await saveScreenshot(page, 'screen-user-change-password')
    // /service without an agent address is the help desk, never a redirect to /recharge (DECISIONS §22)
    await page.goto(`${server.url}/service`)
    await page.getByRole('heading', { name: 'Help desk' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/service')
    // /pay frames only this server's sandbox page
    await page.goto(`${server.url}/pay?url=${encodeURIComponent('https://example.com/phish')}`)
    await page.getByText('Nothing here yet').waitFor()
    expect(await page.locator('iframe').count()).toBe(0)
    expect(consoleErrors).toEqual([])
  })
})
