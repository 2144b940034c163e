import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

const pages = [
  ['/news?listid=2', '.news-item'],
  ['/Searchlist', '.adm-search-bar'],
  ['/indexsearchlist', '.quote-row'],
  ['/VipSearchlist', '.adm-search-bar'],
  ['/favourites', '.ticker'],
  ['/Subscription', '.news-card'],
  ['/sharerecord', '.page'],
  ['/zhongqianrecord', '.page'],
  ['/buyGold', '.quote-price'],
  ['/openaccount', '.adm-steps'],
  ['/register', 'form'],
  ['/user', '.card-list'],
  ['/wanren', '.strong-buy-rule'],
  ['/stopRecovery', '.quote-row'],
  ['/listdetail', '.empty-note'],
  ['/qingchouDetail?id=1', '.empty-note'],
  ['/orderlist?index=1', 'nav.tab-bar[data-variant="five"]'],
  ['/trading-list?index=1&listid=4', '.quote-row'],
] as const

describe('every other screen in headless Chromium', () => {
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

  it('opens each route signed in, without console errors', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    for (const [path, ready] of pages) {
      await page.goto(`${server.url}${path}`)
      await page.locator(ready).first().waitFor()
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0])
      await saveScreenshot(page, `page${path.split('?')[0]?.replaceAll('/', '-')}`)
    }
    expect(consoleErrors).toEqual([])
  })

  it('opens a news item from the home tabs, and directly by its id after a reload', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/home`)
    const first = page.locator('.news-title').first()
    const title = await first.textContent()
    await first.click()
    await page.waitForURL(/\/newPage\?newItem=/)
    await page.getByRole('heading', { name: title ?? '' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: title ?? '' }).waitFor()
    await saveScreenshot(page, 'news-detail')
    expect(consoleErrors).toEqual([])
  })

  it('places an index order from the index list and finds the server answer', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, '9000000002')
    await page.goto(`${server.url}/trading-list?index=1&listid=1`)
    await page.locator('.quote-row-main').first().click()
    await page.waitForURL(/\/indexBuy\?/)
    await page.getByLabel('Custom hands').fill('1')
    await page.getByRole('button', { name: 'Buy up' }).click()
    await page.getByText('I have read and agree to the trade agreement').click()
    await page.getByLabel('Charges').getByText('Contract value').waitFor()
    await saveScreenshot(page, 'index-order')
    await page.getByRole('button', { name: 'Place order' }).click()
    // A refusal by the ticket's own checks says so at once; otherwise the review opens and its confirmation sends.
    const confirm = page.getByRole('button', { name: 'Confirm and send' })
    await page.getByRole('alert').or(confirm).first().waitFor()
    if (await confirm.isVisible()) await confirm.click()
    // Success leaves the page; a refusal shows the server's message. Either way the app says what happened.
    await page.getByRole('alert').waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('subscribes to a new share from /Subscription when one is open', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    await page.goto(`${server.url}/Subscription`)
    const subscribe = page.getByRole('button', { name: 'Subscribe' }).first()
    await page.waitForLoadState('networkidle')
    if ((await subscribe.count()) === 0) return
    await subscribe.click()
    const quantity = page.getByLabel(/Quantity/)
    const range = (await page.locator('label[for="ipo-quantity"]').textContent()) ?? ''
    const minimum = /\((\d+)/.exec(range)?.[1] ?? '100'
    await quantity.fill(minimum)
    await page.getByRole('dialog').getByRole('button', { name: 'Subscribe' }).click()
    await page.getByRole('alert').waitFor()
    await saveScreenshot(page, 'subscription')
    expect(consoleErrors).toEqual([])
  })
})
