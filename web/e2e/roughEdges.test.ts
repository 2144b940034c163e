import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

describe('issue 23 items 12–13: rough edges at 390×844', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    // Monday 14:00 in Shanghai: the first start finds the day's trading so far, on any day the tests run
    server = await spawnServer({ BOURSE_HISTORY: 'short', BOURSE_CLOCK: '2026-11-23T06:00:00Z' })
    browser = await launchBrowser()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('titles fit, the variant’s paths open their screens, a listing reloads, hiding amounts carries over', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    // long titles fit on one line, never cut ("Funding deta"; issue 35: never on two lines either)
    await page.goto(`${server.url}/FundingDetails`)
    const title = page.locator('.page-title')
    await title.getByText('Funding details').waitFor()
    expect(await title.evaluate((h1) => h1.scrollWidth <= h1.clientWidth)).toBe(true)
    await saveScreenshot(page, 'issue23-funding-details-en')

    // the five-entry variant's own paths
    await page.goto(`${server.url}/mylist`)
    await page.waitForURL(`${server.url}/mylist`)
    await page.locator('nav[data-variant="five"]').waitFor()
    await page.goto(`${server.url}/indexlist`)
    await page.waitForURL(`${server.url}/indexlist`)

    // a new-share listing opened directly (a reload) reads the list itself
    const listings = await callAsUser(page, '/user/newStockList.do', { pageNum: '1', pageSize: '10' })
    const listing = (listings.data.list as { id: number; code: string }[] | undefined)?.[0]
    if (listing) {
      await page.goto(`${server.url}/newsharesDetail?id=${listing.id}`)
      await page.getByText(listing.code).first().waitFor()
    }

    // "Hide amounts" on /user still hides them on the Markets tab
    await page.goto(`${server.url}/user`)
    await page.locator('[data-testid="total-assets"]').waitFor()
    await page.getByRole('button', { name: 'Hide amounts' }).click()
    await page.getByRole('navigation').getByText('Markets').click()
    await page.waitForURL(`${server.url}/trading-list`)
    await page.locator('[data-testid="total-assets"]').getByText('****').waitFor()
    await saveScreenshot(page, 'issue23-markets-compact-card-en')
    expect(consoleErrors).toEqual([])
  })

  it('the stock page’s first paint shows the live change, the quote API’s, before any poll', async () => {
    // a stock the market has moved today (a first start quotes the day's trading so far, not the previous close)
    const list = await fetch(`${server.url}/prod-api/api/stock/getStock.do?pageSize=50`).then((r) => r.json())
    const moved = (list.data.list as { code: string; market: string; hcrate: string }[]).find(
      (row) => row.hcrate !== '0.00',
    )
    if (!moved) return expect.fail('no stock has moved today')
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    // the header's text the first time it shows a price, and when it did
    await page.addInitScript(() => {
      const seen = window as unknown as { __firstQuote?: { text: string; at: number } }
      new MutationObserver((_, observer) => {
        const header = document.querySelector('.quote-price')
        if (!header?.textContent) return
        seen.__firstQuote = { text: header.textContent, at: Date.now() }
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    const answers: { quote: { price: string; delta: string; up: string; close: string } }[] = []
    const asked: number[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/stock/getSingleStock.do')) asked.push(Date.now())
    })
    page.on('response', async (response) => {
      if (response.url().includes('/api/stock/getSingleStock.do')) answers.push((await response.json()).data)
    })
    await page.goto(`${server.url}/kline?${new URLSearchParams({ code: moved.code, market: moved.market })}`)
    await page.waitForFunction(() => (window as unknown as { __firstQuote?: unknown }).__firstQuote !== undefined)
    const first = await page.evaluate(
      () => (window as unknown as { __firstQuote: { text: string; at: number } }).__firstQuote,
    )
    // painted before any poll: at most the first quote request had gone out (the live socket's snapshot may paint
    // first, before the request leaves, when the machine is busy)
    const askedBefore = asked.filter((at) => at <= first.at)
    expect(askedBefore.length).toBeLessThanOrEqual(1)
    const [price, delta, percent] = first.text
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .trim()
      .split(' ')
    // the day's change, not the previous close's 0.00 %
    expect(Number(delta)).not.toBe(0)
    expect(percent).not.toMatch(/^[+-]?0\.00%$/)
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThan(0)
    const [answer] = answers
    if (!answer) return expect.fail('no quote answer')
    expect(answer.quote.up).not.toBe('0.00')
    expect(answer.quote.price).not.toBe(answer.quote.close)
    if (askedBefore.length === 1) {
      // painted from the quote API's first answer: its figures exactly
      expect(price).toBe(answer.quote.price)
      expect(Number(delta)).toBe(Number(answer.quote.delta))
      expect(percent).toBe(`${Number(answer.quote.up) > 0 ? '+' : ''}${answer.quote.up}%`)
    }
    await saveScreenshot(page, 'issue23-stock-page-first-paint-en')
    expect(consoleErrors).toEqual([])
  })
})
