import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, saveScreenshot } from './support/launchBrowser.js'

const phone = '9000000001'
const realName = 'Asha Verma'

/** A phone-sized page whose browser has a platform authenticator (Chromium's virtual one, over CDP) with user verification. */
const withVirtualAuthenticator = async (
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { context, page, errors }
}

const alertSays = (page: Page, text: string | RegExp) => page.getByRole('alert').getByText(text).waitFor()

describe('a passkey as the second factor, in headless Chromium with its virtual authenticator (DECISIONS §28)', () => {
  let server: RunningServer
  let browser: Browser
  // WebAuthn wants a secure context and a host name for its relying party: localhost, not 127.0.0.1.
  let base: string
  beforeAll(async () => {
    server = await spawnServer()
    base = server.url.replace('127.0.0.1', 'localhost')
    browser = await launchBrowser()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('turns a passkey on; a new browser then signs in only with it; a card change and a withdrawal ask for it', {
    timeout: 240_000,
  }, async () => {
    const { context, page, errors } = await withVirtualAuthenticator(browser)
    const url = (path: string) => `${base}${path}`
    await page.goto(url('/login'))
    await page.getByLabel('Phone number').fill(phone)
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(url('/home'))

    // Settings → Second factor: the login password, then the browser creates the passkey; ten recovery codes, once.
    await page.goto(url('/setup'))
    await page.getByText('Second factor').click()
    await page.waitForURL(url('/secondFactor'))
    await page.getByText('Off: a password alone signs in').waitFor()
    await page.getByLabel('Login password').fill('demo1234')
    await page.getByRole('button', { name: 'Use a passkey' }).click()
    await page.getByTestId('recovery-codes').waitFor()
    const codes = await page.getByTestId('recovery-codes').locator('code').allTextContents()
    expect(codes).toHaveLength(10)
    await saveScreenshot(page, 'second-factor-recovery-codes')
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await page.getByText('On: a passkey.').waitFor()
    expect(await page.getByTestId('recovery-codes').count()).toBe(0)

    // A browser without the device cookie (this one, its cookies and storage cleared): the password is not enough.
    await page.getByRole('button', { name: 'Turn off' }).waitFor()
    await context.clearCookies()
    await page.evaluate(() => localStorage.clear())
    await page.goto(url('/login'))
    await page.getByLabel('Phone number').fill(phone)
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('USERTOKEN'))).toBeNull()
    // A made-up recovery code does not sign in.
    await page.getByLabel('Recovery code (if you cannot use the passkey)').fill('aaaaa-bbbbb')
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await alertSays(page, /^Wrong, expired or already used code/)
    expect(await page.evaluate(() => localStorage.getItem('USERTOKEN'))).toBeNull()
    await saveScreenshot(page, 'second-factor-sign-in')
    await page.getByLabel('Recovery code (if you cannot use the passkey)').fill('')
    await page.getByRole('button', { name: 'Use my passkey' }).click()
    await page.waitForURL(url('/home'))
    expect(await page.evaluate(() => localStorage.getItem('USERTOKEN'))).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // A bank card: saving it asks the passkey (the virtual authenticator answers).
    await page.goto(url('/addCard'))
    await page.getByText('You will confirm with your passkey.').waitFor()
    await page.getByRole('button', { name: 'Choose a bank' }).click()
    await page.locator('.adm-picker-header-button').last().click()
    await page.getByLabel('IFSC Code').fill('HDFC0001234')
    await page.getByLabel('A/C No.').fill('123456789012')
    await page.getByLabel('Payee name').fill(realName)
    await page.getByLabel('Branch').fill('Fort, Mumbai')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(url('/card'))

    // A withdrawal asks for it too: without an authenticator's answer nothing is applied.
    const passkeyCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/user/factor/challenge.do')) passkeyCalls.push(request.url())
    })
    await page.goto(url('/withdraw'))
    await page.getByText('You will confirm with your passkey.').waitFor()
    await page.getByLabel('Withdrawal amount').fill('2000')
    await saveScreenshot(page, 'second-factor-withdraw')
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
    await page.waitForURL(url('/cashWithdrawalRecord'))
    await page.locator('.record-row[data-status="0"]').getByText('Under review').waitFor()
    expect(passkeyCalls).toHaveLength(1)
    // The same session without the passkey's answer: refused.
    const token = (await page.evaluate(() => localStorage.getItem('USERTOKEN'))) ?? ''
    const bare = await fetch(`${base}/prod-api/user/withdraw/outMoney.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: token },
      body: new URLSearchParams({ amt: '1000' }).toString(),
    })
    expect(((await bare.json()) as { msg: string }).msg).toMatch(/^Confirm with your second factor/)
    expect(errors).toEqual([])
    await context.close()
  })

  it('answers the password alone from a new client with a passkey challenge, never a session', async () => {
    const login = await fetch(`${base}/prod-api/user/login.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ phone, userPwd: 'demo1234' }).toString(),
    })
    const answer = (await login.json()) as {
      status: number
      data: { secondFactor?: { method: string; passkey?: object } }
    }
    expect(answer.status).toBe(0)
    expect(answer.data.secondFactor?.method).toBe('passkey')
    expect(answer.data.secondFactor?.passkey).toMatchObject({
      rpId: 'localhost',
      allowCredentials: [{ type: 'public-key' }],
    })
    expect(login.headers.getSetCookie()).toEqual([])
  })
})
