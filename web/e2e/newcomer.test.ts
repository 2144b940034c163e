import { englishName, traditionalName } from '@bourse/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

describe('issue 23 items 6, 8, 9: what blocked a newcomer (390×844)', () => {
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

  it('/register says where the invitation code comes from, names the demo one, and an empty code in words', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/register`)
    await page.getByTestId('demo-invitation-code').getByText('BOURSE').waitFor()
    await page.getByLabel('Phone number').fill('9876501234')
    await page.getByLabel('Password', { exact: true }).fill('abc12345')
    await page.getByLabel('Repeat password').fill('abc12345')
    await page.getByRole('button', { name: 'Register' }).click()
    await page.getByText('Please enter your invitation code (ask the person who invited you for it)').waitFor()
    await saveScreenshot(page, 'issue23-register-en')
    await page.getByRole('button', { name: 'Use this code' }).click()
    expect(await page.getByLabel('Invitation code').inputValue()).toBe('BOURSE')
    expect(consoleErrors).toEqual([])
  })

  it('search finds a stock by its English name, and names show in English, or traditional in zh-TW', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    await page.goto(`${server.url}/Searchlist`)
    await page.getByRole('searchbox').fill('Hengxin')
    const first = page.locator('.quote-row-main').first()
    await first.waitFor({ timeout: 15_000 })
    expect(await first.textContent()).toContain('Hengxin')
    await saveScreenshot(page, 'issue23-search-english-en')

    // the IPO list shows English names in English mode, traditional characters in zh-TW
    await page.goto(`${server.url}/Subscription`)
    const listing = page.locator('.position-head strong').first()
    await listing.waitFor()
    const english = await listing.textContent()
    expect(english).toMatch(/^[A-Za-z][A-Za-z ]+$/)
    await saveScreenshot(page, 'issue23-subscription-en')
    const nameIn = async (language: string) => {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language)
      await page.reload()
      await expect.poll(() => listing.textContent()).not.toBe(english)
      return (await listing.textContent()) ?? ''
    }
    const simplified = await nameIn('zh-CN')
    await saveScreenshot(page, 'issue23-subscription-zh-CN')
    expect(englishName(simplified)).toBe(english)
    const traditional = await nameIn('zh-TW')
    expect(traditional).toBe(traditionalName(simplified))
    await saveScreenshot(page, 'issue23-subscription-zh-TW')
    expect(consoleErrors).toEqual([])
  })
})
