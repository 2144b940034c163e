import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'
import { signInStaff } from './support/staffApi.js'

describe('margin financing in headless Chromium: apply → approved by finance → split-position buy', () => {
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

  it('applies for financing, and buys a split position in the approved sub-account', { timeout: 180_000 }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    const url = (path: string) => `${server.url}${path}`
    await signIn(page, server.url)

    // no sub-account yet: the split-position buy says so
    await page.goto(url('/orderlist?index=2&tab=positions'))
    await page.getByTestId('no-subaccount').getByText('No sub-account obtained').waitFor()
    await saveScreenshot(page, 'financing-no-subaccount')

    // apply with the first product's smallest margin; core's terms shown before applying
    const products = await callAsUser(page, '/user/funds/getFundsTypeList.do', {})
    const [product] = products.data as unknown as { id: number; name: string; minMargin: string }[]
    if (!product) throw new Error('no financing product')
    await page.goto(url('/orderlist?index=2'))
    await page.getByText(product.name, { exact: true }).first().click()
    await page.getByRole('textbox', { name: 'Margin', exact: true }).fill(product.minMargin)
    await page.getByRole('definition').filter({ hasText: /\d/ }).first().waitFor()
    await saveScreenshot(page, 'financing-apply')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    const orders = page.getByRole('list', { name: 'Financing orders' })
    await orders.locator('.record-row[data-status="0"]').getByText('Pending review').waitFor()

    // finance approves through the staff API
    const finance = await signInStaff(server.url, 'finance')
    const queue = (await finance('GET', '/financing/queue')) as { status: number; data: { id: number }[] }
    expect(queue.status).toBe(0)
    const application = queue.data[0]
    if (!application) throw new Error('no application in the queue')
    expect((await finance('POST', '/financing/approve', { id: application.id })).status).toBe(0)

    // the detail shows it active, with the split-position buy in its sub-account
    await page.goto(url(`/days?id=${application.id}`))
    await page.locator('.record-row[data-status="1"]').getByText('Active').waitFor()
    const stocks = await page.evaluate(() =>
      fetch('/prod-api/api/stock/getStock.do?pageSize=5').then((answer) => answer.json()),
    )
    const stock = (stocks.data.list as { code: string; nowPrice: string }[]).find((row) => Number(row.nowPrice) > 0)
    if (!stock) throw new Error('no stock')
    await page.getByLabel('Stock code').fill(stock.code)
    await page.getByLabel('Hands').fill('1')
    await saveScreenshot(page, 'financing-detail')
    await page.getByRole('button', { name: 'Buy up' }).click()
    // the review first: core's charges and the sub-account's cash after the order
    const review = page.getByTestId('order-review')
    await review.getByText('Stamp duty').waitFor()
    await review.getByTestId('available-after').waitFor()
    await saveScreenshot(page, 'financing-split-review')
    await page.getByRole('button', { name: 'Confirm and send' }).click()
    await page.waitForURL(url('/orderlist?index=2&tab=positions'))
    await page.getByRole('list', { name: 'Financing positions' }).getByText(stock.code).waitFor()
    await saveScreenshot(page, 'financing-positions')
    expect(consoleErrors).toEqual([])
  })
})
