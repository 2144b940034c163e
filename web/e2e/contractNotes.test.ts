import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'
import { signInStaff } from './support/staffApi.js'

// Monday 2026-11-23 10:00 in Shanghai: the demo investor trades, finance runs the day.
const day = '2026-11-23'
/** The first US stock of the generated universe (ids: 300 A-shares, 50 Hong Kong, then the US). */
const usStockId = '351'

const alertSays = (page: Page, text: string) => page.getByRole('alert').getByText(text).waitFor()

describe('the Contract notes screen at /contractNotes in headless Chromium at 390×844 (DECISIONS §27)', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    server = await spawnServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
    browser = await launchBrowser()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it("lists the day's note, downloads the signed PDF and mails it again", { timeout: 180_000 }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    const order = await callAsUser(page, '/user/buy.do', {
      stockId: usStockId,
      buyNum: '100',
      buyType: '0',
      lever: '10',
    })
    expect(order.status, order.msg).toBe(0)
    const finance = await signInStaff(server.url, 'finance', () => Date.parse('2026-11-23T02:00:00Z'))
    expect((await finance('POST', '/contractNotes/run', { date: day })).status).toBe(0)
    for (let tries = 0; tries < 100; tries++) {
      const status = (await finance('GET', '/contractNotes/status', { date: day })).data as { status: string }
      if (status.status === 'done') break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }

    await page.goto(`${server.url}/user`)
    await page.locator('.adm-list-item').getByText('Contract notes', { exact: true }).click()
    await page.waitForURL(`${server.url}/contractNotes`)
    const row = page.getByTestId('contract-note').filter({ hasText: day })
    await row.waitFor()
    await row.getByText('mailed').waitFor()
    await page.getByTestId('document-email').getByText('confirmed').waitFor()
    await saveScreenshot(page, 'contract-notes')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('contract-note-download').click(),
    ])
    expect(download.suggestedFilename()).toBe(`contract-note-${day}.pdf`)
    const file = await download.path()
    const bytes = readFileSync(file)
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7')
    // Protected: poppler opens it only with the registered phone number.
    if (spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0) {
      expect(spawnSync('pdftotext', [file, '-']).status).not.toBe(0)
      expect(spawnSync('pdftotext', ['-upw', '9000000001', file, '-'], { encoding: 'utf8' }).stdout).toContain(day)
    }

    await row.getByRole('button', { name: 'Resend to my e-mail' }).click()
    await alertSays(page, 'The document will be mailed again')
    expect(consoleErrors).toEqual([])
  })
})
