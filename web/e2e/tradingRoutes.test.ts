import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

interface StockRow {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly stockType: string
  readonly nowPrice: string
  readonly hcrate: string
  readonly isStop: number
}

/** A public GET of the API from the page (the stock list and the suspended list are GET calls). */
const getList = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const answer = await fetch(`/prod-api${path}`)
    return ((await answer.json()) as { data: { list: StockRow[] } }).data.list
  }, path)

describe('the late trading routes (issue 11) in headless Chromium at 390×844', () => {
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

  it('goes from home to the limit-up queue, the suspensions and the list detail', { timeout: 120_000 }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    // /wanren: the demo market seals one A-share at limit-up on its first tick (BOURSE_LIMIT_UP=auto)
    await page.getByRole('link', { name: 'Strong-buy', exact: true }).click()
    await page.waitForURL(`${server.url}/wanren`)
    await page.getByRole('heading', { name: 'Limit-up queue' }).waitFor()
    await page.getByText(/a lottery fills about 20% of the shares applied for/).waitFor()
    const queued = page.getByRole('list', { name: 'Limit-up queue' }).locator('.quote-row').first()
    await queued.getByText(/Shenzhen|Shanghai|Beijing/).waitFor()
    await saveScreenshot(page, 'wanren')
    await queued.getByRole('link', { name: 'Apply' }).click()
    await page.waitForURL(/\/vipdetail\?item=/)
    await page.getByRole('button', { name: 'Apply' }).waitFor()

    // /stopRecovery: the simulator's three suspended A-shares, and what it says of resumptions
    await page.goto(`${server.url}/home`)
    await page.getByRole('link', { name: 'Suspensions' }).click()
    await page.waitForURL(`${server.url}/stopRecovery`)
    const suspended = page.getByRole('list', { name: 'Suspended today' }).locator('.quote-row')
    await suspended.nth(2).waitFor()
    expect(await suspended.count()).toBe(3)
    expect(await suspended.getByText('Suspended', { exact: true }).count()).toBe(3)
    await page.getByText('This market announces no resumption dates').waitFor()
    await saveScreenshot(page, 'stop-recovery')

    // /listdetail of a suspended stock: its quote, no order buttons to press
    const code = (await suspended.first().locator('.quote-name .muted').textContent()) ?? ''
    await suspended.first().locator('.quote-row-main').click()
    await page.waitForURL(new RegExp(`/listdetail\\?code=${code}&market=`))
    await page.locator('.quote-title').getByText(code).waitFor()
    await page.getByText('Suspended', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Buy up' }).isDisabled()).toBe(true)
    await saveScreenshot(page, 'listdetail-suspended')

    // /listdetail of a trading stock: Buy up opens the order page, Chart the chart
    const stock = (await getList(page, '/api/stock/getStock.do?pageSize=15')).find(
      (row) => row.isStop === 0 && Number(row.hcrate) < 5,
    )
    if (!stock) throw new Error('no trading stock on the first page')
    await page.goto(`${server.url}/listdetail?code=${stock.code}&market=${stock.stockType}`)
    await page.locator('.quote-title').getByText(stock.code).waitFor()
    await page.locator('.quote-grid').getByText('Open').waitFor()
    await saveScreenshot(page, 'listdetail')
    await page.getByRole('button', { name: 'Buy up' }).click()
    await page.waitForURL(new RegExp(`/buyStocks\\?id=${stock.id}&code=${stock.code}`))
    // the order page leads back to the list detail (trading spec §2)
    await page.locator('.ticket-stock').getByRole('link', { name: 'Details' }).click()
    await page.waitForURL(`${server.url}/listdetail?code=${stock.code}&market=${stock.stockType}`)
    await page.getByRole('link', { name: 'Chart' }).click()
    await page.waitForURL(new RegExp(`/kline\\?id=${stock.id}&code=${stock.code}`))
    // no code: it says so and leads to the markets
    await page.goto(`${server.url}/listdetail`)
    await page.getByRole('link', { name: 'Go to markets' }).waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('shows one application in /qingchouDetail and my orders in /orderlist?index=1 under the five-entry bar', {
    timeout: 120_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, '9000000002')
    const listings = await callAsUser(page, '/user/newStockList.do', { pageNum: '1', pageSize: '9' })
    const open = (
      listings.data.list as { code: string; name: string; minQuantity: number; subscribeTime: number }[]
    ).find((each) => each.subscribeTime > Date.now())
    if (!open) throw new Error('the demo data has no open listing')
    const applied = await callAsUser(page, '/user/ipo/apply.do', {
      newCode: open.code,
      applyNums: String(open.minQuantity),
    })
    expect(applied.status).toBe(0)

    // /sharerecord → /qingchouDetail?id=
    await page.goto(`${server.url}/sharerecord`)
    await page.getByRole('link', { name: `Details ${open.name}` }).click()
    await page.waitForURL(`${server.url}/qingchouDetail?id=${applied.data.id}`)
    const facts = page.getByRole('definition')
    await page.getByText('Shares applied for').waitFor()
    await facts.getByText(String(open.minQuantity), { exact: true }).first().waitFor()
    await page
      .getByRole('heading', { name: new RegExp(open.name) })
      .getByText('Applied')
      .waitFor()
    expect(await page.getByRole('button', { name: 'Confirm payment' }).count()).toBe(0)
    await saveScreenshot(page, 'qingchou-detail')
    await page.goto(`${server.url}/qingchouDetail?id=${Number(applied.data.id) + 1000}`)
    await page.getByText('None of your applications has this number.').waitFor()

    // a market order and a pending order below the price, then /orderlist?index=1
    const stock = (await getList(page, '/api/stock/getStock.do?pageSize=15')).find(
      (row) => row.isStop === 0 && Math.abs(Number(row.hcrate)) < 5,
    )
    if (!stock) throw new Error('no trading stock on the first page')
    const bought = await callAsUser(page, '/user/buy.do', {
      stockId: String(stock.id),
      buyNum: '100',
      buyType: '0',
      lever: '10',
    })
    expect(bought.msg).toBe('Purchase successful')
    const target = (Number(stock.nowPrice) * 0.8).toFixed(2)
    const pending = await callAsUser(page, '/user/addOrder.do', {
      stockId: stock.code,
      buyNum: '100',
      buyType: '0',
      lever: '10',
      targetPrice: target,
    })
    expect(pending.status).toBe(0)
    await page.goto(`${server.url}/orderlist?index=1`)
    await page.getByRole('tab', { name: 'Stock orders', selected: true }).waitFor()
    await page.getByRole('tab', { name: /Orders/, selected: true }).waitFor()
    const order = page.locator(`[data-pending="${pending.data.id}"]`)
    await order.getByText('Waiting').waitFor()
    await order.getByRole('button', { name: 'Cancel order' }).waitFor()
    const bar = page.locator('nav.tab-bar[data-variant="five"]')
    expect(await bar.locator('.adm-tab-bar-item').count()).toBe(5)
    await bar.locator('.adm-tab-bar-item-active').getByText('Position').waitFor()
    await saveScreenshot(page, 'orderlist-orders')
    await page.getByRole('tab', { name: /Positions/ }).click()
    await page.waitForURL(`${server.url}/orderlist?index=1&tab=positions`)
    await page.locator('.position-row').filter({ hasText: stock.code }).first().waitFor()
    await saveScreenshot(page, 'orderlist-positions')
    // the variant's mylist tab, and back through its orderlist tab
    await bar.getByText('Favourites').click()
    await page.waitForURL(`${server.url}/favourites`)
    await page.locator('nav.tab-bar[data-variant="five"] .adm-tab-bar-item-active').getByText('Favourites').waitFor()
    await saveScreenshot(page, 'five-tab-favourites')
    await page.locator('nav.tab-bar').getByText('Position').click()
    await page.waitForURL(`${server.url}/orderlist?index=1`)
    // the four-entry bar elsewhere
    await page.goto(`${server.url}/user`)
    await page.locator('nav.tab-bar[data-variant="four"]').waitFor()
    // financing is one tab away
    await page.goto(`${server.url}/orderlist?index=1`)
    await page.getByRole('tab', { name: 'Margin financing' }).click()
    await page.waitForURL(`${server.url}/orderlist?index=2`)
    await page.getByRole('tab', { name: 'Financing orders' }).waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('lists the futures in market sub-tab 4 and opens one that is not gold', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    await page.goto(`${server.url}/trading-list?index=1&listid=4`)
    await page.getByRole('tab', { name: 'Futures', selected: true }).waitFor()
    const rows = page.getByRole('list', { name: 'futures' }).locator('.quote-row')
    await rows.filter({ hasText: 'GC' }).waitFor()
    expect(await rows.count()).toBe(6)
    await saveScreenshot(page, 'market-tab-futures')
    await page.getByRole('button', { name: /^Silver Futures \(sim\) SI/ }).click()
    await page.waitForURL(`${server.url}/buyGold?code=SI`)
    await page.locator('.quote-title').getByText('SI').waitFor()
    expect(await page.getByText('Gold futures at the simulator price').count()).toBe(0)
    await saveScreenshot(page, 'buy-futures-si')
    expect(consoleErrors).toEqual([])
  })
})
