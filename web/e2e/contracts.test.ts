import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

describe('gold futures, contract positions, position search, TP/SL and total assets in headless Chromium', () => {
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

  it('places a gold futures order with its full charge breakdown, finds it on /warehouse and closes it', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    await page.goto(`${server.url}/buyGold`)
    await page.getByText('GC', { exact: true }).waitFor()
    // the demo investor's futures account holds ₹200,000 (server demo data)
    await page.getByText('200,000.00').first().waitFor()
    await page.getByLabel('Custom hands').fill('1')
    await page.getByRole('button', { name: 'Buy up' }).click()
    await page.getByText('I have read and agree to the trade agreement').click()
    const charges = page.getByLabel('Charges')
    for (const row of ['Contract value', 'Margin', 'Fee', 'Deposit']) await charges.getByText(row).waitFor()
    await saveScreenshot(page, 'gold-order')
    // the futures account's funds and the most hands they allow, then a review before sending (issue 23 item 11)
    await expect
      .poll(async () => Number(await page.getByTestId('max-hands').getAttribute('data-hands')))
      .toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByTestId('order-review').getByText('Deposit').waitFor()
    await saveScreenshot(page, 'issue23-gold-review-en')
    await page.getByRole('button', { name: 'Confirm and send' }).click()
    await page
      .getByRole('alert')
      .getByText(/success/i)
      .waitFor()
    // the futures position, under the open tab of /warehouse with the index and futures positions
    await page.goto(`${server.url}/warehouse?index=0`)
    const contracts = page.getByLabel('Index and futures')
    const gold = contracts.locator('.position-row').filter({ hasText: 'GC' })
    await gold.waitFor()
    expect(await gold.textContent()).toContain('Buy up')
    await saveScreenshot(page, 'gold-position')
    await gold.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Position closed successfully').waitFor()
    await contracts.waitFor({ state: 'detached' })
    expect(consoleErrors).toEqual([])
  })

  it('closes an index position from /warehouse after confirmation', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    // an index position (the index account is funded) is listed on /warehouse and closed there after confirmation
    const list = await page.evaluate(() =>
      fetch('/prod-api/api/index/queryListIndex.do?pageSize=1').then((answer) => answer.json()),
    )
    const index = (list.data.list as { id: number; indexCode: string; indexName: string }[])[0]
    if (index === undefined) throw new Error('no index')
    expect(
      (
        await callAsUser(page, '/user/buyIndex.do', {
          indexId: String(index.id),
          buyNum: '1',
          buyType: '0',
          lever: '10',
        })
      ).status,
    ).toBe(0)
    await page.goto(`${server.url}/warehouse?index=0`)
    const contracts = page.getByLabel('Index and futures')
    await contracts.getByText(index.indexCode).waitFor()
    await saveScreenshot(page, 'contract-positions')
    await contracts.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Position closed successfully').waitFor()
    await contracts.waitFor({ state: 'detached' })
    expect(consoleErrors).toEqual([])
  })

  it('shows total assets over the three accounts, searches open and closed positions, changes TP/SL', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, '9000000002')
    await page.goto(`${server.url}/warehouse?index=0`)
    // ₹1 000 000 stock + ₹200 000 index + ₹200 000 futures: settings show every sub-account
    await page.locator('.account-total').getByText('1,400,000.00').waitFor()
    const bought = await callAsUser(page, '/user/buy.do', { stockId: '1', buyNum: '100', buyType: '0', lever: '10' })
    expect(bought.status).toBe(0)
    const code = String(bought.data.stockCode)
    const price = Number(bought.data.now_price)
    await page.getByRole('link', { name: 'Search positions' }).click()
    await page.waitForURL(/\/positionSearch\?state=0/)
    await page.getByPlaceholder('Stock code or spelling').fill(code)
    const row = page.locator(`[data-position="${String(bought.data.positionSn)}"]`)
    await row.waitFor()
    await page.getByPlaceholder('Stock code or spelling').fill('999999')
    await row.waitFor({ state: 'detached' })
    await page.getByPlaceholder('Stock code or spelling').fill(code)
    await row.getByRole('button', { name: 'TP/SL' }).click()
    // a take-profit below the price is refused by core's rule before any call
    await page
      .locator('.target-sheet input')
      .first()
      .fill((price * 0.5).toFixed(2))
    await page.getByRole('button', { name: 'Save' }).click()
    await page
      .getByText(/take-profit/i)
      .first()
      .waitFor()
    const target = (price * 1.5).toFixed(2)
    await page.locator('.target-sheet input').first().fill(target)
    await saveScreenshot(page, 'targets-sheet')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Update successfully').waitFor()
    await row
      .locator('.position-targets')
      .getByText(Number(target).toLocaleString('en-US', { minimumFractionDigits: 2 }))
      .waitFor()
    // close from the search page (by positionSn), then find it on the closed search page
    await row.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Position closed successfully').waitFor()
    await page.goto(`${server.url}/positionSearch?state=1`)
    await page.getByPlaceholder('Stock code or spelling').fill(code)
    await page
      .locator(`[data-position="${String(bought.data.positionSn)}"]`)
      .getByText('Close price')
      .waitFor()
    await saveScreenshot(page, 'closed-search')
    expect(consoleErrors).toEqual([])
  })
})
