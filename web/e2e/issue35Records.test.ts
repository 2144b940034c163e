import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'
import { signInStaff } from './support/staffApi.js'

/** A 1×1 PNG, as the ID image picker would send it compressed. */
const onePixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

const useLanguage = (page: Page, language: 'en' | 'zh-CN') =>
  page.evaluate((chosen) => localStorage.setItem('language', chosen), language)

/** Registers `phone` (password demo1234) over the API and signs it in through the login form. */
const newInvestor = async (page: Page, baseUrl: string, phone: string) => {
  await page.goto(`${baseUrl}/login`)
  const registered = await page.evaluate(
    (form) =>
      fetch('/prod-api/user/reg.do', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }).then((answer) => answer.json()),
    { phone, userPwd: 'demo1234', agentCode: 'BOURSE', yzmCode: '1234' },
  )
  expect(registered.status).toBe(0)
  await signIn(page, baseUrl, phone)
}

describe('issue 35: records, numbers and states a new investor reads (390×844)', () => {
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

  it('10: /addCard says the real name is under review before the form, and opens the form once approved', {
    timeout: 120_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    const phone = '9812345670'
    await newInvestor(page, server.url, phone)
    await page.goto(`${server.url}/addCard`)
    const notice = page.getByTestId('kyc-first')
    await notice.getByText('Verify your real name first').waitFor()
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0)
    const keys: string[] = []
    for (const _ of [1, 2]) {
      const uploaded = await callAsUser(page, '/user/upload.do', { upload_file: onePixel })
      keys.push(String((uploaded.data as unknown as { url: string }).url))
    }
    const submitted = await callAsUser(page, '/user/auth.do', {
      realName: 'Meera Pillai',
      idCard: '456789012345',
      img1key: keys[0] ?? '',
      img2key: keys[1] ?? '',
    })
    expect(submitted.status).toBe(0)
    for (const [language, words] of [
      ['en', 'Your real-name verification is under review'],
      ['zh-CN', '您的实名认证正在审核中'],
    ] as const) {
      await useLanguage(page, language)
      await page.goto(`${server.url}/addCard`)
      await notice.getByText(words).waitFor()
      expect(await notice.getAttribute('data-kyc')).toBe('1')
      expect(await page.locator('#bank-ifsc').count()).toBe(0)
      await saveScreenshot(page, `issue35-10-${language}`)
    }
    await useLanguage(page, 'en')
    await page.goto(`${server.url}/addCard`)
    await notice.waitFor()
    // support approves while the page is open: the live account channel brings the form, no reload, no navigation
    const support = await signInStaff(server.url, 'support')
    expect((await support('POST', '/kyc/approve', { phone })).status).toBe(0)
    await page.locator('#bank-ifsc').waitFor({ timeout: 5_000 })
    expect(new URL(page.url()).pathname).toBe('/addCard')
    await page.getByRole('button', { name: 'Choose a bank' }).click()
    await page.locator('.adm-picker-header-button').last().click()
    await page.getByLabel('IFSC Code').fill('SBIN0001234')
    await page.getByLabel('A/C No.').fill('123456789012')
    await page.getByLabel('Payee name').fill('Meera Pillai')
    await page.getByLabel('Branch').fill('Fort, Mumbai')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(`${server.url}/card`)
    expect(consoleErrors).toEqual([])
  })
})
