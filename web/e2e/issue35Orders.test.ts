import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { readCaptcha } from './support/captcha.js'
import { approvedFinancing } from './support/financing.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'
import { signInStaff } from './support/staffApi.js'

const paise = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100)

/** Every text the review's "Available after the order" shows from the confirming tap until the dialog is gone. */
const readWhileClosing = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = []
        const started = performance.now()
        const confirm = [...document.querySelectorAll<HTMLButtonElement>('.adm-dialog button')].at(-1)
        confirm?.click()
        const read = () => {
          const figure = document.querySelector('[data-testid="available-after"]')
          if (figure === null || performance.now() - started > 4000) return resolve(seen)
          seen.push(figure.textContent ?? '')
          requestAnimationFrame(read)
        }
        read()
      }),
  )

const words = {
  en: { buyUp: 'Buy up', place: 'Place order', takeProfit: 'Take profit', agree: 'I have read and agree to the trade' },
  'zh-CN': { buyUp: '买涨', place: '下单', takeProfit: '止盈', agree: '我已阅读并同意交易协议' },
} as const

describe('issue 35: orders show their cost first (390×844)', () => {
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

  it('3: the review keeps its "available after" while it closes and shows the TP just set', {
    timeout: 180_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    for (const language of ['en', 'zh-CN'] as const) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language)
      await page.goto(`${server.url}/trading-list?index=1`)
      await page.locator('.quote-row-main').first().click()
      await page.getByRole('button', { name: words[language].buyUp }).first().click()
      await page.waitForURL(/\/buyStocks\?/)
      await page.getByTestId('available-funds').getByText(/\d/).waitFor()
      const priceText = await page.locator('.ticket-stock .quote-price .num').first().textContent()
      const price = Number((priceText ?? '').replaceAll(',', ''))
      await page.locator('#custom-hands').fill('1')
      await page.locator('.target-switch').nth(0).locator('.adm-switch').click()
      const target = (price * 1.2).toFixed(2)
      await page.locator('.target-switch').nth(0).locator('input').last().fill(target)
      await page.locator('.target-switch').nth(0).locator('input').last().blur()
      if ((await page.locator('.agree-row .adm-checkbox-checked').count()) === 0)
        await page.getByText(words[language].agree).click()
      await page.getByRole('button', { name: words[language].place }).click()
      const review = page.getByTestId('order-review')
      await review.waitFor()
      const before = (await callAsUser(page, '/user/getUserInfo.do', {})).data as { enableAmt: string }
      expect(await review.textContent()).toContain(words[language].takeProfit)
      expect(await review.textContent()).toContain(target)
      expect(paise(await review.getByTestId('available-after').textContent())).toBeLessThan(paise(before.enableAmt))
      await saveScreenshot(page, `issue35-order-review-${language}`)
      // The review follows the quote while open; from the confirming tap its figures are the ones confirmed.
      const whileClosing = await readWhileClosing(page)
      const [confirmed] = whileClosing
      expect(whileClosing.length).toBeGreaterThan(1)
      expect(new Set(whileClosing), whileClosing.join(' | ')).toEqual(new Set([confirmed]))
      await page.waitForURL(`${server.url}/warehouse?index=0`)
      const after = (await callAsUser(page, '/user/getUserInfo.do', {})).data as { enableAmt: string }
      // what the review promised stayed available (the fill may meet a later tick: within a tenth of the deposit,
      // where taking the deposit off twice would be a whole deposit away)
      const deposit = paise(before.enableAmt) - paise(confirmed)
      expect(Math.abs(paise(after.enableAmt) - paise(confirmed))).toBeLessThan(deposit / 10)
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    expect(consoleErrors).toEqual([])
  })

  it('9: /forget on a demo server shows the SMS code, in Chinese too', { timeout: 120_000 }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/login`)
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'))
    await page.goto(`${server.url}/forget`)
    await page.locator('#forget-phone').fill('9000000002')
    await page.locator('main .adm-button-primary').click()
    const dialog = page.getByRole('dialog')
    const image = dialog.locator('.captcha-image img')
    await image.waitFor()
    await dialog.locator('.captcha-input input').fill(readCaptcha((await image.getAttribute('src')) ?? ''))
    await dialog.locator('.adm-dialog-button').last().click()
    const shown = page.getByTestId('demo-sms-code')
    await shown.waitFor()
    const support = await signInStaff(server.url, 'support')
    const outbox = (await support('GET', '/sms/outbox', { phone: '9000000002' })) as { data: { text: string }[] }
    const code = /\b(\d{6})\b/.exec(outbox.data[0]?.text ?? '')?.[1]
    if (code === undefined) throw new Error('no SMS code in the outbox')
    expect(await shown.textContent()).toBe(`演示站点：演示手机号不会收到短信；验证码是 ${code}。`)
    await page.getByRole('button', { name: '使用此代码' }).or(page.locator('.link-button-inline')).first().click()
    expect(await page.locator('#forget-code').inputValue()).toBe(code)
    await saveScreenshot(page, 'issue35-forget-demo-code-zh-CN')
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    expect(consoleErrors).toEqual([])
  })

  it('6, 8: the split buy, block trade, IPO and Close show their cost first; /days colours follow the rise colour', {
    timeout: 240_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, '9000000002')
    const application = { id: await approvedFinancing(page, server.url, '5000', '2') }
    const stocks = await page.evaluate(() =>
      fetch('/prod-api/api/stock/getStock.do?pageNum=1&pageSize=15&stockPlate=main').then((answer) => answer.json()),
    )
    const stock = (stocks.data.list as { id: number; code: string; isStop: number }[]).find((row) => row.isStop === 0)
    if (!stock) throw new Error('nothing to trade')
    const rgb = { green: 'rgb(48, 164, 108)', red: 'rgb(229, 72, 77)' }
    const colourOf = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((button) => getComputedStyle(button).backgroundColor)
    for (const [language, up, fall, rise, fallColour] of [
      ['en', 'Buy up', 'Sell short', rgb.green, rgb.red],
      ['zh-CN', '买涨', '买跌', rgb.red, rgb.green],
    ] as const) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language)
      await page.goto(`${server.url}/days?id=${application.id}`)
      await page.locator('#split-code').waitFor()
      // 8: green up in English, red up in Chinese (DECISIONS §19), as everywhere else
      expect(await colourOf(up)).toBe(rise)
      expect(await colourOf(fall)).toBe(fallColour)
      await saveScreenshot(page, `issue35-days-colours-${language}`)
      // 6: Buy up opens the review, nothing is sent before its confirmation
      await page.locator('#split-code').fill(stock.code)
      await page.locator('#split-hands').fill('1')
      await page.getByRole('button', { name: up, exact: true }).click()
      const review = page.getByTestId('order-review')
      await review.getByTestId('available-after').waitFor()
      const before = await callAsUser(page, '/user/funds/fundsList.do', { state: '0' })
      expect((before.data as { total: number }).total).toBe(language === 'en' ? 0 : 1)
      await saveScreenshot(page, `issue35-split-review-${language}`)
      await page.locator('.adm-dialog-button').last().click()
      await page.waitForURL(`${server.url}/orderlist?index=2&tab=positions`)
      const after = await callAsUser(page, '/user/funds/fundsList.do', { state: '0' })
      expect((after.data as { total: number }).total).toBe(language === 'en' ? 1 : 2)
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'))

    // block trade: the cost in the quantity dialog
    await page.goto(`${server.url}/dazong`)
    const blockProduct = page.locator('.record-row').first()
    await blockProduct.getByRole('button', { name: 'Buy' }).click()
    await page.getByTestId('block-trade-cost').getByText('Stamp duty').waitFor()
    await page.getByTestId('block-trade-cost').getByText('Available after the order').waitFor()
    await saveScreenshot(page, 'issue35-block-trade-cost-en')
    await page.locator('.adm-dialog-button').first().click()

    // IPO: the amount at the issue price and when it is paid
    const listings = await callAsUser(page, '/user/newStockList.do', { pageNum: '1', pageSize: '9' })
    const open = (listings.data.list as { code: string; subscribeTime: number; price: string }[]).find(
      (each) => each.subscribeTime > Date.now(),
    )
    if (open === undefined) throw new Error('no open listing')
    await page.goto(`${server.url}/trading-list?listid=5`)
    await page
      .locator('.position-row')
      .filter({ hasText: open.code })
      .getByRole('button', { name: 'Subscribe' })
      .click()
    const ipoDialog = page.getByRole('dialog')
    await ipoDialog.getByLabel(/Quantity/).fill('1000')
    expect(paise(await ipoDialog.getByTestId('ipo-amount').textContent())).toBe(
      Math.round(Number(open.price) * 1000 * 100),
    )
    await saveScreenshot(page, 'issue35-ipo-amount-en')
    await ipoDialog.getByRole('button', { name: 'Cancel' }).click()

    // Close on /warehouse: sell fee and what comes back, before confirming
    const order = { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }
    expect((await callAsUser(page, '/user/buy.do', order)).status).toBe(0)
    await page.goto(`${server.url}/warehouse?index=0`)
    const row = page.locator('.position-row:not(:has([data-subaccount]))').first()
    await row.getByRole('button', { name: 'Close' }).click()
    const closeReview = page.getByTestId('close-review')
    await closeReview.getByText('Sell fee').waitFor()
    await closeReview.getByTestId('close-proceeds').getByText(/\d/).waitFor()
    await saveScreenshot(page, 'issue35-close-review-en')
    await page.locator('.adm-dialog-button').first().click()
    expect(consoleErrors).toEqual([])
  })

  it('18: the language sheet opens above the tab bar, its Cancel within reach', { timeout: 60_000 }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await page.goto(`${server.url}/home`)
    await page.locator('.header-actions button').filter({ hasText: 'English' }).click()
    const cancel = page.locator('.adm-action-sheet-cancel .adm-action-sheet-button-item')
    await cancel.waitFor()
    await page.waitForTimeout(400)
    const onTop = await cancel.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return top !== null && element.contains(top)
    })
    expect(onTop).toBe(true)
    await saveScreenshot(page, 'issue35-language-sheet-en')
    expect(consoleErrors).toEqual([])
  })
})
