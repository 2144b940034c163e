import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'
import { signInStaff } from './support/staffApi.js'

/** Waits for the global alert to say `text`. */
const alertSays = (page: Page, text: string) => page.getByRole('alert').getByText(text).waitFor()

describe('text pages and the welfare application in headless Chromium (390×844)', () => {
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

  it('applies for the welfare benefit: blank code refused, submitted, under review, approved by finance', {
    timeout: 120_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, '9000000002')
    await page.goto(`${server.url}/benefits_apply`)
    await page.getByTestId('welfare-amount').getByText('INR 10,000.00').waitFor()
    await saveScreenshot(page, 'benefits-apply')
    await page.getByRole('button', { name: 'Confirm Submit' }).click()
    await alertSays(page, 'Please enter the application code')

    await page.getByLabel('Application code').fill('WELF2026')
    await page.getByRole('button', { name: 'Confirm Submit' }).click()
    await page.locator('[data-testid="welfare-state"][data-status="0"]').getByText('Under review').waitFor()
    expect(await page.getByRole('button', { name: 'Confirm Submit' }).count()).toBe(0)
    await saveScreenshot(page, 'benefits-apply-under-review')

    const finance = await signInStaff(server.url, 'finance')
    expect((await finance('POST', '/welfare/approve', { phone: '9000000002' })).status).toBe(0)
    await page.reload()
    await page.locator('[data-testid="welfare-state"][data-status="1"]').getByText('Approved, credited').waitFor()
    await saveScreenshot(page, 'benefits-apply-approved')

    // the same page in simplified Chinese: the state label comes from core's table
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'))
    await page.reload()
    await page.getByTestId('welfare-state').getByText('已通过，已到账').waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('shows /about?e=1..6, the agreements, the consent pages, an announcement and the placeholders', {
    timeout: 120_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    // the registration agreement is public (read before registering)
    await page.goto(`${server.url}/agree`)
    await page.waitForURL(`${server.url}/agree`)
    await page.locator('.text-page .paragraph').first().waitFor()
    await saveScreenshot(page, 'agree')

    // the open-account landing page: a visitor registers first
    await page.goto(`${server.url}/openaccount`)
    await page.locator('[data-step="0"]').getByText('Bank card in the same name', { exact: false }).waitFor()
    await saveScreenshot(page, 'openaccount')
    await page.getByRole('button', { name: 'Register now' }).click()
    await page.waitForURL(`${server.url}/register`)
    // the registration agreement is one tap away from the form
    await page.getByRole('link', { name: 'Agreement' }).click()
    await page.waitForURL(`${server.url}/agree`)

    await signIn(page, server.url)
    // an approved investor is at the trading step
    await page.goto(`${server.url}/openaccount`)
    await page.locator('[data-step="2"]').getByRole('button', { name: 'Start trading' }).waitFor()
    await page.getByRole('link', { name: 'Limited-time welfare benefit' }).click()
    await page.waitForURL(`${server.url}/benefits_apply`)
    const about: readonly (readonly [string, string])[] = [
      ['1', 'Version Update'],
      ['2', 'User Agreement'],
      ['3', 'Privacy Agreement'],
      ['4', 'About Us'],
      ['5', 'Trading Rules'],
      ['6', 'Not yet open'],
    ]
    for (const [e, title] of about) {
      await page.goto(`${server.url}/about?e=${e}`)
      await page.getByRole('heading', { name: title, level: 2 }).waitFor()
      await page.locator('.text-page .paragraph').first().waitFor()
      await saveScreenshot(page, `about-${e}`)
    }
    await page.goto(`${server.url}/about?e=1`)
    await page.locator('.paragraph').getByText('V1.1.2', { exact: true }).waitFor()
    await page.goto(`${server.url}/about?e=6`)
    await page.getByText('This page has nothing to offer yet.', { exact: false }).waitFor()

    await page.goto(`${server.url}/trade`)
    await page.locator('.text-page .paragraph').nth(1).waitFor()
    expect(await page.locator('.text-page .paragraph').count()).toBeGreaterThan(1)
    await saveScreenshot(page, 'trade')

    // cooperation agreement: OK needs the tick; /aggre → /buy → /buy-flow
    await page.goto(`${server.url}/aggre`)
    await page.getByRole('button', { name: 'OK' }).click()
    await alertSays(page, 'Please read and agree to the trade agreement first.')
    expect(new URL(page.url()).pathname).toBe('/aggre')
    await page.getByText('I have read and agree to the cooperation agreement').click()
    await saveScreenshot(page, 'aggre')
    await page.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(`${server.url}/buy`)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.waitForURL(`${server.url}/buy-flow`)
    await page.getByRole('button', { name: 'Go to the markets' }).waitFor()
    await saveScreenshot(page, 'buy-flow')

    // an announcement published by the admin; an unknown id says so
    const admin = await signInStaff(server.url, 'admin')
    const published = await admin('POST', '/articles/publish', {
      artTitle: 'Maintenance on Sunday',
      author: 'Operations',
      artSummary: 'The app pauses for an hour.',
      artCnt: 'From 02:00 to 03:00 the app is unavailable. Orders placed before stay valid.',
    })
    const id = (published.data as { id: number }).id
    await page.goto(`${server.url}/announcement?id=${id}`)
    await page.getByRole('heading', { name: 'Maintenance on Sunday', level: 2 }).waitFor()
    await page.getByText('Orders placed before stay valid.', { exact: true }).waitFor()
    await page.getByText(/technical test site/).waitFor()
    await saveScreenshot(page, 'announcement')
    await page.getByRole('button', { name: 'Back to home' }).click()
    await page.waitForURL(`${server.url}/home`)
    await page.goto(`${server.url}/announcement?id=999999`)
    await page.getByText('This announcement does not exist.').waitFor()

    // a rejected welfare application shows the reason, and no form
    await page.goto(`${server.url}/benefits_apply`)
    await page.getByLabel('Application code').fill('CODE7777')
    await page.getByRole('button', { name: 'Confirm Submit' }).click()
    await page.locator('[data-testid="welfare-state"][data-status="0"]').waitFor()
    const finance = await signInStaff(server.url, 'finance')
    const reason = 'The code was not issued to this account'
    expect((await finance('POST', '/welfare/reject', { phone: '9000000001', reason })).status).toBe(0)
    await page.reload()
    await page.locator('[data-testid="welfare-state"][data-status="2"]').getByText('Rejected').waitFor()
    await page.getByText(`Reason: ${reason}`).waitFor()
    await saveScreenshot(page, 'benefits-apply-rejected')

    // the header's customer-service icon leads to the help desk (DECISIONS §22)
    await page.getByRole('link', { name: 'Online service' }).click()
    await page.waitForURL((address) => address.pathname === '/service')

    await page.goto(`${server.url}/jijin`)
    await page.getByRole('heading', { name: 'Preferred Fund', level: 2 }).waitFor()
    await saveScreenshot(page, 'jijin')
    await page.goto(`${server.url}/college`)
    await page.getByText('The full trading rules').waitFor()
    await saveScreenshot(page, 'college')
    expect(consoleErrors).toEqual([])
  })
})
