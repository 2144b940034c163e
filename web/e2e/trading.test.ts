import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { candlePixels, signIn } from './support/signIn.js'

describe('trading in headless Chromium against the built server with chart history', () => {
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

  it('signs in, opens a stock from the market list and draws its candles', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    await page.getByRole('navigation').getByText('Markets').click()
    await page.waitForURL(/\/trading-list/)
    await page.getByRole('tab', { name: 'Market' }).click()
    await page.locator('.quote-row-main').first().click()
    await page.waitForURL(/\/kline\?/)
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor()
    await expect.poll(() => candlePixels(page), { timeout: 15_000 }).toBeGreaterThan(200)
    await saveScreenshot(page, 'kline')
    // another period and an oscillator pane still draw candles
    await page.getByRole('button', { name: '5 M' }).click()
    await page.getByRole('button', { name: 'MACD' }).click()
    await expect.poll(() => candlePixels(page), { timeout: 15_000 }).toBeGreaterThan(200)
    await saveScreenshot(page, 'kline-macd')
    expect(consoleErrors).toEqual([])
  })
})

describe('orders and positions in headless Chromium', () => {
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

  /** Opens the order page of the first market stock and answers its current price (read from the page). */
  const openTicket = async (page: Page) => {
    await page.goto(`${server.url}/trading-list?index=1`)
    await page.locator('.quote-row-main').first().click()
    await page.getByRole('button', { name: 'Buy up' }).click()
    await page.waitForURL(/\/buyStocks\?/)
    const priceText = await page.locator('.ticket-stock .quote-price .num').first().textContent()
    return Number((priceText ?? '').replaceAll(',', ''))
  }

  it('buys one hand with take-profit and stop-loss, shows it with its charges, closes it, finds it under closed', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    const price = await openTicket(page)
    expect(price).toBeGreaterThan(0)
    // available funds and the most hands they allow (core's maxShares), which the user can take at a tap
    await page.getByTestId('available-funds').getByText(/\d/).waitFor()
    await expect
      .poll(async () => Number(await page.getByTestId('max-hands').getAttribute('data-hands')))
      .toBeGreaterThan(0)
    const most = Number(await page.getByTestId('max-hands').getAttribute('data-hands'))
    await page.getByTestId('max-hands').getByRole('button').click()
    expect(await page.getByLabel('Custom hands').inputValue()).toBe(String(most))
    await page.getByLabel('Custom hands').fill('1')
    await page.locator('.target-switch').nth(0).locator('.adm-switch').click()
    await page
      .getByLabel('Take profit price', { exact: true })
      .last()
      .fill((price * 1.05).toFixed(2))
    await page.locator('.target-switch').nth(1).locator('.adm-switch').click()
    await page
      .getByLabel('Stop loss price', { exact: true })
      .last()
      .fill((price * 0.95).toFixed(2))
    await page.getByLabel('Stop loss price', { exact: true }).last().blur()
    // the charges and deposit are on screen before placing
    const breakdown = page.getByLabel('Charges')
    await breakdown.getByText('Stamp duty').waitFor()
    await breakdown.getByText('Deposit').waitFor()
    await page.getByText('I have read and agree to the trade agreement').click()
    await saveScreenshot(page, 'order')
    // placing opens the review with every charge; nothing is sent until it is confirmed
    await page.getByRole('button', { name: 'Place order' }).click()
    const review = page.getByTestId('order-review')
    await review.getByText('Stamp duty').waitFor()
    await review.getByText('Deposit').waitFor()
    await saveScreenshot(page, 'issue23-order-review-en')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await review.waitFor({ state: 'hidden' })
    expect(page.url()).toContain('/buyStocks')
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('button', { name: 'Confirm and send' }).click()
    await page.waitForURL(`${server.url}/warehouse?index=0`)
    const row = page.locator('.position-row').first()
    await row.waitFor()
    expect(await row.textContent()).toContain('Stamp duty')
    expect(await row.textContent()).toContain('Distance to liquidation')
    // the card (folded here) holds the stock account's loss before liquidation, not a bare line (issue 35)
    await page.locator('[data-account="stock"] [data-part="liquidation-room"]').waitFor({ state: 'attached' })
    await saveScreenshot(page, 'positions')
    await row.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(`${server.url}/warehouse?index=2`)
    await page.locator('.position-row').first().getByText('Close price').waitFor()
    await saveScreenshot(page, 'closed')
    // one trade history with realised P&L and charges, exported as CSV (issue 23)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('trade-history.csv')
    expect(consoleErrors).toEqual([])
  })

  it('places a pending order below the price and cancels it', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, '9000000002')
    const price = await openTicket(page)
    await page.getByRole('tab', { name: 'Pending' }).click()
    await page.getByLabel('Target price').fill((price * 0.9).toFixed(2))
    await page.getByLabel('Custom hands').fill('1')
    await page.getByText('I have read and agree to the trade agreement').click()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('button', { name: 'Confirm and send' }).click()
    await page.waitForURL(`${server.url}/warehouse?index=1`)
    const row = page.locator('[data-pending]').first()
    await row.getByText('Waiting').waitFor()
    await row.getByRole('button', { name: 'Cancel order' }).click()
    // cancelling asks first, as closing does (issue 13 item 4)
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click()
    await page.locator('[data-pending]').first().getByText('Cancelled').waitFor()
    expect(consoleErrors).toEqual([])
  })
})
