import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { candlePixels, signIn } from './support/signIn.js'

const chart = '[data-testid="kline-chart"]'

/** One finger on the chart through CDP: down at `from`, moved in `steps` to `to`, up after `holdMs`. */
const touchDrag = async (
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { steps = 10, holdMs = 0 }: { steps?: number; holdMs?: number } = {},
) => {
  const cdp = await page.context().newCDPSession(page)
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) })
  if (holdMs > 0) await page.waitForTimeout(holdMs)
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps
    const y = from.y + ((to.y - from.y) * step) / steps
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) })
    await page.waitForTimeout(16)
  }
  return {
    release: async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await cdp.detach()
    },
  }
}

const chartBox = async (page: Page) => {
  const box = await page.locator(chart).boundingBox()
  if (!box) throw new Error('no chart')
  return box
}

const attribute = async (page: Page, name: string) => Number(await page.locator(chart).getAttribute(name))

describe('the chart by touch in headless Chromium (390×844, touch)', () => {
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

  /** Signs in and opens the chart of the first market stock at `period`, candles drawn. */
  const openChart = async (page: Page, period: string) => {
    await signIn(page, server.url)
    await page.goto(`${server.url}/trading-list?index=1`)
    await page.locator('.quote-row-main').first().click()
    await page.waitForURL(/\/kline\?/)
    await page.getByRole('button', { name: period, exact: true }).click()
    await expect.poll(() => candlePixels(page), { timeout: 15_000 }).toBeGreaterThan(200)
  }

  it('lets vertical swipes scroll the page (touch-action pan-y) and shows the crosshair values under a finger', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await openChart(page, 'Day')
    expect(await page.locator(chart).evaluate((element) => getComputedStyle(element).touchAction)).toBe('pan-y')
    const legend = page.locator('.kline-legend')
    // without a crosshair the legend shows the last bar
    await expect.poll(() => legend.textContent()).toMatch(/^\d{4}-\d\d-\d\d O [\d.]+ H [\d.]+ L [\d.]+ C [\d.]+$/)
    const last = await legend.textContent()
    expect(await legend.getAttribute('data-crosshair')).toBe('false')
    // a long press on the left part of the chart brings up the crosshair there; dragging moves it
    const box = await chartBox(page)
    const y = box.y + box.height * 0.4
    const finger = await touchDrag(
      page,
      { x: box.x + box.width * 0.2, y },
      { x: box.x + box.width * 0.3, y },
      { holdMs: 600, steps: 6 },
    )
    await expect.poll(() => legend.getAttribute('data-crosshair')).toBe('true')
    const under = await legend.textContent()
    expect(under).not.toBe(last)
    await saveScreenshot(page, 'kline-crosshair-touch')
    await finger.release()
    // the adjustment switch re-loads the rows; with no corporate actions the prices stay the same
    await page.getByRole('button', { name: 'Pre-adj.' }).click()
    await page.getByText('No corporate actions are simulated').waitFor()
    await expect.poll(() => candlePixels(page), { timeout: 15_000 }).toBeGreaterThan(200)
    expect(consoleErrors).toEqual([])
  })

  it('loads older bars when panned to the left edge: they go in front, the shown bars stay', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await openChart(page, '1 M')
    // The first draw fits the first 60 bars, so its left edge already asks for one older page: wait until settled.
    let settled = 0
    await expect
      .poll(
        async () => {
          const bars = await attribute(page, 'data-bars')
          const same = bars === settled
          settled = bars
          return same && bars >= 60
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true)
    const before = {
      bars: settled,
      first: await attribute(page, 'data-first-bar'),
      last: await attribute(page, 'data-last-bar'),
      draws: await attribute(page, 'data-full-draws'),
    }
    const box = await chartBox(page)
    const y = box.y + box.height * 0.5
    // horizontal drags to the right move the view to older bars, until the left edge asks for the next page
    for (let drag = 0; drag < 8 && (await attribute(page, 'data-bars')) === before.bars; drag += 1) {
      const finger = await touchDrag(page, { x: box.x + 30, y }, { x: box.x + box.width - 30, y })
      await finger.release()
    }
    // The older page comes over the network: a loaded machine may take longer than expect.poll's default second.
    await expect.poll(() => attribute(page, 'data-bars'), { timeout: 15_000 }).toBeGreaterThan(before.bars)
    const bars = await attribute(page, 'data-bars')
    expect(await attribute(page, 'data-first-bar')).toBeLessThan(before.first)
    expect(await attribute(page, 'data-last-bar')).toBe(before.last)
    // lightweight-charts has no prepend: the chart re-sets its data once per older page (60 bars) and keeps the view
    expect(await attribute(page, 'data-full-draws')).toBe(before.draws + Math.ceil((bars - before.bars) / 60))
    await saveScreenshot(page, 'kline-older')
    expect(consoleErrors).toEqual([])
  })
})
