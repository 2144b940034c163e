import { instrumentNameIn } from '@bourse/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

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
    // The demo market holds one A-share sealed at limit-up (BOURSE_LIMIT_UP=auto): the list comes from the server.
    // (it reaches the limit on the market's first tick, a second after the start)
    const row = await page.evaluate(async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const answer = await fetch('/prod-api/api/stock/getVipList.do', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'pageSize=1',
        }).then((reply) => reply.json())
        const first = (answer.data.list as { name: string; code: string; price: number }[])[0]
        if (first) return first
        await new Promise((wait) => setTimeout(wait, 200))
      }
      throw new Error('no stock at limit-up')
    })
    await page.goto(`${server.url}/VipSearchlist`)
    const listed = page.locator('.quote-row').filter({ hasText: row.code })
    await listed.getByText(/Shenzhen|Shanghai|Beijing/).waitFor()
    await listed.getByRole('link', { name: 'Details' }).click()
    await page.waitForURL(/\/vipdetail\?item=/)
    // in English mode the simulator's name shows in English (issue 23 item 9)
    await page.getByRole('heading', { name: new RegExp(instrumentNameIn('en', row.name)) }).waitFor()
    await page
      .getByText((row.price / 1000).toFixed(2))
      .first()
      .waitFor()
    await page.getByText(/a lottery fills about 20% of the shares applied for/).waitFor()
    await page.getByLabel('Hands').fill('2')
    await page.locator('.position-grid').getByText('200', { exact: true }).waitFor()
    await saveScreenshot(page, 'vipdetail')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('alert').getByText('Subscription successful').waitFor()
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
