import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { readCaptcha } from './support/captcha.js'
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
      const shown = await review.getByTestId('available-after').textContent()
      expect(paise(shown)).toBeLessThan(paise(before.enableAmt))
      await saveScreenshot(page, `issue35-order-review-${language}`)
      const whileClosing = await readWhileClosing(page)
      expect(whileClosing.length).toBeGreaterThan(0)
      // the same figure at every frame until the dialog is gone (the refreshed account is not taken off again)
      expect(new Set(whileClosing)).toEqual(new Set([shown]))
      await page.waitForURL(`${server.url}/warehouse?index=0`)
      const after = (await callAsUser(page, '/user/getUserInfo.do', {})).data as { enableAmt: string }
      // what the review promised is what stayed available
      expect(paise(after.enableAmt)).toBe(paise(shown))
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
})
