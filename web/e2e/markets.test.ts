import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

/** A signed-in call from the page itself (the session token is in local storage). */
const callAsUser = (page: Page, path: string, form: Record<string, string>) =>
  page.evaluate(
    async ({ path, form }) => {
      const answer = await fetch(`/prod-api${path}`, {
        method: 'POST',
        headers: {
          USERTOKEN: localStorage.getItem('USERTOKEN') ?? '',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      })
      return (await answer.json()) as { status: number; msg: string; data: Record<string, unknown> }
    },
    { path, form },
  )

describe('strong-buy detail and the IPO tab of the markets in headless Chromium', () => {
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

  it('opens /vipdetail from /VipSearchlist, applies for 2 hands and shows the server answer', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    // The simulator rarely has a stock at limit-up, so the list's one row is a real Shanghai stock given as the
    // server would list it at limit-up (price in thousandths); the application itself goes to the real server.
    const stocks = await page.evaluate(() =>
      fetch('/prod-api/api/stock/getStock.do?stockType=sh&pageSize=1').then((answer) => answer.json()),
    )
    const stock = (stocks.data.list as { id: number; name: string; code: string; nowPrice: string }[])[0]
    if (stock === undefined) throw new Error('no stock')
    const limitUp = Math.round(Number(stock.nowPrice) * 1.1 * 100) * 10
    const row = { id: stock.id, name: stock.name, code: stock.code, stockType: 'sh', price: limitUp, hcrate: '10.00' }
    await page.route('**/prod-api/api/stock/getVipList.do', (route) =>
      route.fulfill({ json: { status: 0, msg: 'ok', data: { list: [row], total: 1, pageNum: 1, pageSize: 15 } } }),
    )
    await page.goto(`${server.url}/VipSearchlist`)
    const listed = page.locator('.quote-row').filter({ hasText: stock.code })
    await listed.getByText('Shanghai').waitFor()
    await listed.getByRole('link', { name: 'Details' }).click()
    await page.waitForURL(/\/vipdetail\?item=/)
    await page.getByRole('heading', { name: `${stock.name} Shanghai` }).waitFor()
    await page
      .getByText((limitUp / 1000).toFixed(2))
      .first()
      .waitFor()
    await page.getByText('+10.00%').waitFor()
    await page.getByText(/a lottery fills about 20% of the shares applied for/).waitFor()
    await page.getByLabel('Hands').fill('2')
    await page.locator('.position-grid').getByText('200', { exact: true }).waitFor()
    await saveScreenshot(page, 'vipdetail')
    await page.getByRole('button', { name: 'Apply' }).click()
    // Deterministic: the stock is not at limit-up on the server, whose rule refuses with its own text.
    const answer = await callAsUser(page, '/user/buyVipQc.do', { stockCode: stock.code, buyNum: '200' })
    expect(answer).toMatchObject({ status: 1, msg: 'Strong-buy is only open for stocks at limit-up' })
    await page.getByRole('alert').getByText('Strong-buy is only open for stocks at limit-up').waitFor()
    // a link without a row says so instead of failing
    await page.goto(`${server.url}/vipdetail?item=%7Bbroken`)
    await page.getByText('This strong-buy link is damaged').waitFor()
    await page.getByRole('link', { name: 'Strong-buy list' }).click()
    await page.waitForURL(/\/VipSearchlist$/)
    expect(consoleErrors).toEqual([])
  })

  it('changes the subscription quantity of an open new share in the market IPO tab (listid=5) and subscribes', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, '9000000002')
    const listings = await callAsUser(page, '/user/newStockList.do', { pageNum: '1', pageSize: '9' })
    const open = (
      listings.data.list as { code: string; type: number; subscribeTime: number; orderNumber: number }[]
    ).find((each) => each.type === 1 && each.subscribeTime > Date.now())
    if (open === undefined) throw new Error('the demo data has no open online listing')
    await page.goto(`${server.url}/trading-list?listid=5`)
    await page.getByRole('tab', { name: 'IPO', selected: true }).waitFor()
    const row = page.locator('.position-row').filter({ hasText: open.code })
    await row.getByRole('button', { name: 'Subscribe' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Subscription deadline:').waitFor()
    await dialog.getByText('Listing date:').waitFor()
    const quantity = dialog.getByLabel(/Quantity/)
    // it opens at the listing's minimum; letters are dropped; core refuses more than the most per application
    expect(await quantity.inputValue()).toBe('500')
    await quantity.fill(`${open.orderNumber + 100}x`)
    expect(await quantity.inputValue()).toBe(String(open.orderNumber + 100))
    await dialog.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByRole('alert').getByText(`The subscription quantity must not exceed ${open.orderNumber}`).waitFor()
    await quantity.fill('1000')
    await saveScreenshot(page, 'ipo-market-dialog')
    await dialog.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByRole('alert').getByText('Subscription successful').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    expect(consoleErrors).toEqual([])
  })
})
