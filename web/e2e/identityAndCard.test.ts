import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'
import { signInStaff } from './support/staffApi.js'

const phone = '9123456791'
const realName = 'Arjun Rao'

/** Waits for the global alert to say `text`. */
const alertSays = (page: Page, text: string) => page.getByRole('alert').getByText(text).waitFor()

/** Registers an investor over HTTP with the demo password and invitation code. */
const register = async (baseUrl: string) => {
  const answer = await fetch(`${baseUrl}/prod-api/user/reg.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, userPwd: 'demo1234', agentCode: 'BOURSE', yzmCode: '1234' }).toString(),
  })
  expect(((await answer.json()) as { status: number }).status).toBe(0)
}

/** Picks `buffer` as the image of the slot labelled `label` and waits until it is uploaded and previewed. */
const upload = async (page: Page, label: string, slot: string, buffer: Buffer) => {
  await page.getByLabel(label).setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer })
  await page.locator(`[data-slot="${slot}"][data-status="uploaded"] img`).waitFor()
}

describe('identity and bank card in headless Chromium (390×844): refusals, rejection, re-submission, card', () => {
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

  it('refuses an oversize image unsent, waits for uploads, shows the rejection reason, takes a re-submission, binds and replaces a card showing only its last 4 digits', {
    timeout: 240_000,
  }, async () => {
    await register(server.url)
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, phone)
    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/user/upload.do')) uploads.push(request.url())
    })

    // /openaccount leads a signed-in, unverified investor to /smrz
    await page.goto(`${server.url}/openaccount`)
    await page.locator('[data-step="1"]').getByRole('button', { name: 'Verify my real name' }).click()
    await page.waitForURL(`${server.url}/smrz`)
    await page.goto(`${server.url}/authentication`)
    await page.getByTestId('kyc-state').getByText('Not verified').waitFor()
    // above 10 MB: refused before anything is sent
    const oversize = Buffer.alloc(10 * 1024 * 1024 + 1, 1)
    await page
      .getByLabel('Front of the ID card')
      // 10 MB through the DevTools protocol is slow on a busy machine
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: oversize }, { timeout: 120_000 })
    await alertSays(page, 'The image must not exceed 10 MB')
    expect(uploads).toEqual([])
    expect(await page.locator('[data-slot="front"]').getAttribute('data-status')).toBe('empty')

    await page.getByLabel('Real name').fill(realName)
    await page.getByLabel('ID number').fill('456789012345')
    const image = await page.screenshot({ type: 'png' })
    await upload(page, 'Front of the ID card', 'front', image)
    // the back image's upload is held at the network: submitting meanwhile asks to wait
    let release: () => void = () => undefined
    const held = new Promise<void>((done) => (release = done))
    await page.route('**/prod-api/user/upload.do', async (route) => {
      await held
      await route.continue()
    })
    await page
      .getByLabel('Back of the ID card')
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: image })
    await page.locator('[data-slot="back"][data-status="uploading"]').waitFor()
    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    await alertSays(page, 'Please wait for the image to be uploaded successfully')
    release()
    await page.locator('[data-slot="back"][data-status="uploaded"] img').waitFor()
    // with both photos in, the page keeps the phone's width: nothing cut at the right (issue 23 item 12)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await saveScreenshot(page, 'issue23-authentication-uploaded-en')
    await page.unroute('**/prod-api/user/upload.do')
    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    await page.waitForURL(`${server.url}/user`)

    // support rejects with a reason: /smrz shows the state and the reason, and takes the form again
    const support = await signInStaff(server.url, 'support')
    expect((await support('POST', '/kyc/reject', { phone, reason: 'The photo of the back is blurred' })).status).toBe(0)
    await page.goto(`${server.url}/smrz`)
    await page.getByTestId('kyc-state').getByText('Authentication failed, please re-authenticate').waitFor()
    await page.getByText('The photo of the back is blurred').waitFor()
    await saveScreenshot(page, 'authentication-rejected')
    await page.getByLabel('Real name').fill(realName)
    await page.getByLabel('ID number').fill('456789012345')
    await upload(page, 'Front of the ID card', 'front', image)
    await upload(page, 'Back of the ID card', 'back', image)
    await upload(page, 'Holding the ID card (optional)', 'third', image)
    await saveScreenshot(page, 'authentication-resubmit')
    await page.getByRole('button', { name: 'Submit again' }).click()
    await page.waitForURL(`${server.url}/user`)
    await page.goto(`${server.url}/authentications`)
    await page.getByTestId('kyc-state').getByText('Under review').waitFor()
    expect(await page.getByRole('button', { name: /Submit/ }).count()).toBe(0)
    await saveScreenshot(page, 'authentication-under-review')

    expect((await support('POST', '/kyc/approve', { phone })).status).toBe(0)
    await page.reload()
    await page.getByTestId('kyc-state').getByText('Verified').waitFor()
    // the ID number is shown masked, last 4 only
    await page.getByText('****2345').waitFor()
    expect(await page.content()).not.toContain('456789012345')

    // bank card: none yet on /bankCard; bind one; /addCard then leads to /card
    await page.goto(`${server.url}/bankCard`)
    await page.getByText('No bank card bound yet').waitFor()
    await page.getByRole('button', { name: 'Add a bank card' }).click()
    await page.waitForURL(`${server.url}/addCard`)
    await page.getByRole('button', { name: 'Choose a bank' }).click()
    await page.locator('.adm-picker-header-button').last().click()
    await page.getByLabel('IFSC Code').fill('HDFC0001234')
    await page.getByLabel('A/C No.').fill('123456789012')
    await page.getByLabel('Payee name').fill(realName)
    await page.getByLabel('Branch').fill('Indiranagar, Bengaluru')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(`${server.url}/card`)
    expect(await page.getByTestId('bank-number').textContent()).toBe('****9012')
    expect(await page.content()).not.toContain('123456789012')
    await page.goto(`${server.url}/addCard`)
    await page.waitForURL(`${server.url}/card`)

    // replace it through /bankUpDate: prefilled but for the number; the new card shows its own last 4
    await page.getByRole('button', { name: 'Change bank card' }).click()
    await page.waitForURL(`${server.url}/bankUpDate`)
    // the stored card arrives after the page opens
    await expect.poll(() => page.getByLabel('IFSC Code').inputValue()).toBe('HDFC0001234')
    expect(await page.getByLabel('A/C No.').inputValue()).toBe('')
    await page.getByLabel('A/C No.').fill('987654321098')
    await saveScreenshot(page, 'bank-update')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(`${server.url}/card`)
    expect(await page.getByTestId('bank-number').textContent()).toBe('****1098')
    expect(await page.content()).not.toContain('987654321098')
    await saveScreenshot(page, 'card-replaced')
    expect(consoleErrors).toEqual([])
  })
})
