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
    server = await spawnServer({ BOURSE_HISTORY: 'short' })
    browser = await launchBrowser()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('titles fit, the variant’s paths open their screens, a listing reloads, hiding amounts carries over', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    // long titles wrap rather than being cut ("Funding deta")
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
})
