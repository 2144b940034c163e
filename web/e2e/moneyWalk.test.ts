import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signInStaff } from './support/staffApi.js'

const phone = '9123456780'
const password = 'walk1234'
const realName = 'Meera Nair'

/** Waits for the global alert to say `text`. */
const alertSays = (page: Page, text: string | RegExp) => page.getByRole('alert').getByText(text).waitFor()

describe('the money walk in headless Chromium: register → identity → card → recharge → transfer → withdraw', () => {
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

  it('walks a new investor from registration to a paid withdrawal', { timeout: 240_000 }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    const url = (path: string) => `${server.url}${path}`

    // register, then sign in
    await page.goto(url('/register'))
    await page.getByLabel('Phone number').fill(phone)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Repeat password').fill(password)
    await page.getByLabel('Invitation code').fill('BOURSE')
    await page.getByRole('button', { name: 'Register' }).click()
    await page.waitForURL(url('/login'))
    await page.getByLabel('Phone number').fill(phone)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(url('/home'))

    // /user: not verified yet; every entry listed
    await page.goto(url('/user'))
    await page.locator('.user-card').getByText('Not verified').waitFor()
    for (const entry of ['Recharge', 'Withdraw', 'Transfers', 'Funding details', 'Bank card', 'Online service'])
      await page.locator('.adm-list-item').getByText(entry, { exact: true }).waitFor()
    await saveScreenshot(page, 'user-unverified')

    // a withdrawal before the real name is verified leads to /authentication
    await page.goto(url('/withdraw'))
    await page.getByLabel('Withdrawal amount').fill('1000')
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
    await alertSays(page, 'Please authenticate first')
    await page.waitForURL(url('/authentication'))

    // identity: name, Aadhaar number, front and back images (compressed and previewed), submit
    await page.getByLabel('Real name').fill(realName)
    await page.getByLabel('ID number').fill('456789012345')
    const image = await page.screenshot({ type: 'png' })
    await page
      .getByLabel('Front of the ID card')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: image })
    await page.locator('[data-slot="front"][data-status="uploaded"] img').waitFor()
    await page
      .getByLabel('Back of the ID card')
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: image })
    await page.locator('[data-slot="back"][data-status="uploaded"] img').waitFor()
    await saveScreenshot(page, 'authentication-form')
    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    await page.waitForURL(url('/user'))
    await page.locator('.user-card').getByText('Under review').waitFor()

    // support approves through the staff API; the page shows it approved and read-only
    const support = await signInStaff(server.url, 'support')
    expect((await support('POST', '/kyc/approve', { phone })).status).toBe(0)
    await page.goto(url('/authentications'))
    await page.getByTestId('kyc-state').getByText('Verified').waitFor()
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).count()).toBe(0)
    await saveScreenshot(page, 'authentication-approved')

    // bank card: the picker's first bank, IFSC, account number, payee, branch; only the last 4 digits come back
    await page.goto(url('/addCard'))
    await page.getByRole('button', { name: 'Choose a bank' }).click()
    await page.locator('.adm-picker-header-button').last().click()
    await page.getByLabel('IFSC Code').fill('SBIN0001234')
    await page.getByLabel('A/C No.').fill('123456789012')
    await page.getByLabel('Payee name').fill(realName)
    await page.getByLabel('Branch').fill('Fort, Mumbai')
    await saveScreenshot(page, 'add-card')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(url('/card'))
    expect(await page.getByTestId('bank-number').textContent()).toBe('****9012')
    expect(await page.content()).not.toContain('123456789012')
    await saveScreenshot(page, 'card')

    // recharge: below the minimum is refused before sending; a quick amount opens the sandbox page in /pay
    await page.goto(url('/recharge'))
    await page.getByTestId('recharge-minimum').getByText('200.00').waitFor()
    await page.getByLabel('Recharge amount').fill('150')
    await page.getByRole('button', { name: 'Recharge now' }).click()
    await alertSays(page, 'The minimum recharge amount is 200.00')
    await page.getByText('10,000.00', { exact: true }).click()
    expect(await page.getByLabel('Recharge amount').inputValue()).toBe('10000')
    await saveScreenshot(page, 'recharge')
    await page.getByRole('button', { name: 'Recharge now' }).click()
    await page.waitForURL((address) => address.pathname === '/pay')
    await page.getByRole('heading', { name: 'Payment' }).waitFor()
    const frame = page.frameLocator('iframe.pay-frame')
    await frame.getByRole('button', { name: 'Pay' }).click()
    await frame
      .getByText(/paid|success/i)
      .first()
      .waitFor()
    await saveScreenshot(page, 'pay')
    await page.getByRole('link', { name: 'See my top-up records' }).click()
    await page.locator('.record-row[data-status="1"]').getByText('Success').waitFor()
    await saveScreenshot(page, 'recharge-records')

    // transfer 1,000 from the stock account to the index account; back on /user
    await page.goto(url('/transfers?type=1'))
    await page.getByTestId('transferable').getByText('10,000.00').waitFor()
    await page.getByLabel('Transfer amount').fill('1000')
    await saveScreenshot(page, 'transfer')
    await page.getByRole('button', { name: 'Transfer', exact: true }).click()
    await page.waitForURL(url('/user'))

    // funding password
    await page.goto(url('/setPassword'))
    await page.getByLabel('New password').fill('fund1234')
    await page.getByLabel('Confirm password').fill('fund1234')
    await saveScreenshot(page, 'set-password')
    await page.getByRole('button', { name: 'Set funding password' }).click()
    await page.waitForURL(url('/user'))

    // withdraw 2,000: fee 3 + 2,000 × 0.008 = 19.00 and 1,981.00 received, shown before confirming
    const withdraw = async () => {
      await page.goto(url('/withdraw'))
      await page.getByLabel('Withdrawal amount').fill('2000')
      await page.getByTestId('withdraw-fee').getByText('19.00').waitFor()
      await page.getByTestId('withdraw-received').getByText('1,981.00').waitFor()
      await page.getByLabel('Funding password').fill('fund1234')
      await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
      await page.waitForURL(url('/cashWithdrawalRecord'))
      await page.locator('.record-row[data-status="0"]').getByText('Under review').waitFor()
    }
    await page.goto(url('/withdraw'))
    // why 9,000.00 is withdrawable: held 9,000 (after the transfer), nothing frozen or under review
    await page.locator('[data-line="withdrawable"]').getByText('9,000.00').waitFor()
    await saveScreenshot(page, 'withdraw')
    await withdraw()
    await saveScreenshot(page, 'withdrawal-records')

    // cancel it while under review
    await page.getByRole('button', { name: 'Cancel withdrawal' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel withdrawal' }).click()
    await page.locator('.record-row[data-status="3"]').getByText('Cancelled').waitFor()
    // a cancelled withdrawal charged no fee, and its record shows none (issue 35 item 24)
    expect(await page.locator('.record-row[data-status="3"]').first().textContent()).not.toContain('Fee')

    // withdraw again; finance pays it; the record shows paid
    await withdraw()
    await page.goto(url('/withdraw'))
    await page.locator('[data-line="underReview"]').getByText('2,000.00').waitFor()
    await page.locator('[data-line="withdrawable"]').getByText('7,000.00').waitFor()
    await saveScreenshot(page, 'withdraw-explained')
    const finance = await signInStaff(server.url, 'finance')
    const queue = (await finance('GET', '/withdrawals/queue')) as { status: number; data: unknown }
    expect(queue.status).toBe(0)
    const waiting = JSON.stringify(queue.data).match(/"id":(\d+)/)
    expect(waiting).not.toBeNull()
    expect((await finance('POST', '/withdrawals/pay', { id: Number(waiting?.[1]) })).status).toBe(0)
    await page.goto(url('/cashWithdrawalRecord'))
    await page.locator('.record-row[data-status="1"]').getByText('Paid').waitFor()
    // the cancelled one's timeline: created, the debit and fee, their refunds, each from the journal
    const cancelled = page.locator('.record-row[data-status="3"]')
    await cancelled.locator('.record-timeline summary').click()
    await cancelled.locator('[data-step="created"]').waitFor()
    await cancelled.locator('[data-step="withdrawalRefund"]').waitFor()
    await saveScreenshot(page, 'withdrawal-paid')

    // the fund flow lists every movement, with the balance after each
    await page.goto(url('/FundingDetails'))
    await page.getByRole('list', { name: 'Capital details' }).locator('.record-row').first().waitFor()
    await saveScreenshot(page, 'funding-details')
    // the CSV export carries the whole fund flow, amounts as exact decimals
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const csv = await new Promise<string>((done, fail) => {
      void download.createReadStream().then((stream) => {
        let text = ''
        stream.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        stream.on('end', () => done(text))
        stream.on('error', fail)
      }, fail)
    })
    expect(csv.split('\n')[0]).toBe('time,account,balance,type,summary,amount,balanceAfter,order')
    expect(csv).toContain(',stock,stock.available,deposit,')
    expect(csv).toContain(',10000.00,')

    // /user: the ledger bridges to the card's total assets to the paisa — 10,000 in, 2,000 withdrawn; the 1,000
    // transferred stays in the index account, one of the card's accounts (issue 35)
    await page.goto(url('/user'))
    // the bridge reads the whole fund flow when opened, then says whether it balances
    await page.locator('details.withdrawable summary', { hasText: 'ledger' }).click()
    const bridge = page.locator('details[data-balanced="true"]')
    await bridge.locator('[data-line="deposits"]').getByText('10,000.00').waitFor()
    await bridge.locator('[data-line="balance"]').getByText('8,000.00').waitFor()
    await bridge.locator('[data-part="index.available"]').getByText('1,000.00').waitFor()
    await saveScreenshot(page, 'user-ledger-bridge')
    expect(consoleErrors).toEqual([])
  })
})
