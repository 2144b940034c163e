import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { approvedFinancing } from './support/financing.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

const paise = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100)

/** The card's figures and every row's floating P&L, read in one task (one moment), in paise. */
const readCard = (page: Page) =>
  page.evaluate(() => {
    const paise = (element: Element | null | undefined) =>
      Math.round(Number((element?.textContent ?? '').replace(/[^0-9.-]/g, '')) * 100)
    const card = document.querySelector('.account-card')
    const part = (account: string, name: string) =>
      card?.querySelector(`[data-account="${account}"] [data-part="${name}"]`)
    return {
      total: paise(card?.querySelector('[data-testid="total-assets"]')),
      equity: paise(card?.querySelector('[data-testid="equity"]')),
      floating: paise(card?.querySelector('[data-testid="profit-and-loss"]')),
      day: paise(card?.querySelector('[data-testid="day-profit-and-loss"]')),
      parts: [...(card?.querySelectorAll('[data-account]') ?? [])].map((each) =>
        paise(each.querySelector('[data-part="total"]')),
      ),
      financing: {
        total: paise(part('financing', 'total')),
        cash: paise(part('financing', 'available')),
        margin: paise(part('financing', 'frozen')),
        borrowed: paise(part('financing', 'borrowed')),
        floating: paise(part('financing', 'floating')),
      },
      liquidationLineShown: (card?.textContent ?? '').includes('Liquidation line'),
      rows: [...document.querySelectorAll('[data-floating]')].map((row) =>
        Math.round(Number(row.getAttribute('data-floating')) * 100),
      ),
    }
  })

const texts = {
  en: {
    financing: 'Financing (assets − borrowed)',
    room: 'Loss it can take before liquidation',
    bridge: 'From the ledger',
  },
  'zh-CN': { financing: '配资账户（资产 − 借款）', room: '距强平可承受亏损', bridge: '账本到余额' },
} as const

describe('issue 35: the money a new investor sees (390×844)', () => {
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

  it('1, 2: the financing sub-account is a named line of total assets; card, /warehouse and the bridge agree', {
    timeout: 240_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    const before = (await callAsUser(page, '/user/getUserInfo.do', {})).data as { userAmt: string }
    await approvedFinancing(page, server.url, '5000', '2')
    const subaccounts = await callAsUser(page, '/user/funds/getUserSubaccount.do', {})
    const [sub] = (subaccounts.data as unknown as { list: { subaccountNumber: string }[] }).list
    if (!sub) throw new Error('no sub-account')
    const stocks = await page.evaluate(() =>
      fetch('/prod-api/api/stock/getStock.do?pageNum=1&pageSize=15&stockPlate=main').then((answer) => answer.json()),
    )
    const stock = (stocks.data.list as { id: number; isStop: number }[]).find((row) => row.isStop === 0)
    if (!stock) throw new Error('nothing to trade')
    const split = await callAsUser(page, '/user/funds/buyFunds.do', {
      stockId: String(stock.id),
      buyNum: '100',
      buyType: '0',
      lever: '10',
      subaccountNumber: sub.subaccountNumber,
    })
    expect(split.status).toBe(0)
    // and a stock position, so the stock account has a liquidation room to show
    expect(
      (await callAsUser(page, '/user/buy.do', { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }))
        .status,
    ).toBe(0)

    for (const language of ['en', 'zh-CN'] as const) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language)
      await page.goto(`${server.url}/user`)
      const financingLine = page.locator('.account-card [data-account="financing"]')
      await financingLine.getByText(texts[language].financing).waitFor()
      await page.locator('[data-testid="day-profit-and-loss"]').waitFor()
      // the sub-account as the server keeps it: cash + margins − borrowed = its line on the card
      const orders = await callAsUser(page, '/user/funds/getUserApplyList.do', {})
      const order = (
        orders.data as unknown as { list: { enableAmt: string; freezeAmt: string; fundsAmount: string }[] }
      ).list[0]
      if (!order) throw new Error('no financing order')
      const card = await readCard(page)
      expect(card.financing.total).toBe(paise(order.enableAmt) + paise(order.freezeAmt) - paise(order.fundsAmount))
      expect(card.financing.borrowed).toBe(paise(order.fundsAmount))
      expect(card.financing.cash + card.financing.margin - card.financing.borrowed).toBe(card.financing.total)
      // total assets add up the accounts, the financing line among them; equity = total + floating
      expect(card.parts.reduce((sum, each) => sum + each, 0)).toBe(card.total)
      expect(card.total + card.floating).toBe(card.equity)
      // approving the loan did not lower total assets: only the charges since left it
      expect(card.total).toBeGreaterThan(paise(before.userAmt) - 100_00)
      // 2: no bare "liquidation line"; the loss before liquidation of the stock account, beside its rows
      expect(card.liquidationLineShown).toBe(false)
      await page.locator('[data-account="stock"] [data-part="liquidation-room"]').waitFor()
      expect(await page.locator('.account-card').textContent()).toContain(texts[language].room)
      await saveScreenshot(page, `issue35-user-card-${language}`)

      // the bridge ends at the card's total assets, to the paisa
      await page.getByText(texts[language].bridge).click()
      const closing = page.locator('[data-line="balance"] [data-closing]')
      await closing.waitFor()
      const bridgeClosing = paise(await closing.getAttribute('data-closing'))
      expect(bridgeClosing).toBe((await readCard(page)).total)
      expect(await page.locator('details.withdrawable').getAttribute('data-balanced')).toBe('true')
      await page.locator('[data-part="financing.debt"]').scrollIntoViewIfNeeded()
      await saveScreenshot(page, `issue35-user-bridge-${language}`)

      // /warehouse: the split position listed, its floating P&L in the card's
      await page.goto(`${server.url}/warehouse?index=0`)
      await page.locator('[data-subaccount]').first().waitFor()
      await expect.poll(async () => (await readCard(page)).rows.length, { timeout: 15_000 }).toBe(2)
      for (let read = 0; read < 3; read += 1) {
        const screen = await readCard(page)
        expect(screen.rows.reduce((sum, row) => sum + row, 0)).toBe(screen.floating)
        expect(screen.parts.reduce((sum, each) => sum + each, 0)).toBe(screen.total)
        expect(screen.total + screen.floating).toBe(screen.equity)
        await page.waitForTimeout(1000)
      }
      await page.locator('[data-subaccount]').first().scrollIntoViewIfNeeded()
      await saveScreenshot(page, `issue35-warehouse-financing-${language}`)
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    expect(consoleErrors).toEqual([])
  })

  it('4: a withdrawal and its fee leave the day’s P&L where it was; the bridge shows the fee', {
    timeout: 120_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, '9000000002')
    const card = await callAsUser(page, '/user/bank/add.do', {
      bankName: 'Axis Bank',
      bankNo: '918273645',
      ifscCode: 'UTIB0000001',
      bankAddress: 'MG Road',
      payeeName: 'Rahul Iyer',
    })
    expect(card.status).toBe(0)
    await page.goto(`${server.url}/user`)
    await page.locator('[data-testid="day-profit-and-loss"]').waitFor()
    const dayBefore = (await readCard(page)).day
    const totalBefore = (await readCard(page)).total
    const withdrawn = await callAsUser(page, '/user/withdraw/outMoney.do', { amt: '2000' })
    expect(withdrawn.status).toBe(0)
    // 2 000 + fee round2(3 + 16) = 19.00 left available at once; the card follows, its day's P&L does not move
    await page.reload()
    await expect.poll(async () => (await readCard(page)).total, { timeout: 15_000 }).toBe(totalBefore - 2000_00)
    await page.locator('[data-testid="day-profit-and-loss"]').waitFor()
    expect((await readCard(page)).day).toBe(dayBefore)
    await page.getByText('From the ledger').click()
    const fees = page.locator('[data-line="withdrawalFees"]')
    await fees.waitFor()
    expect(await fees.textContent()).toContain('Withdrawal fees')
    await saveScreenshot(page, 'issue35-day-pnl-withdrawal-en')
    expect(consoleErrors).toEqual([])
  })

  it('5: the $ and HK$ views convert at INR rates and say which rate and date', { timeout: 120_000 }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    const notes = { en: 'broker’s rate of', 'zh-CN': '券商汇率' } as const
    for (const language of ['en', 'zh-CN'] as const) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language)
      await page.goto(`${server.url}/user`)
      await page.locator('[data-testid="total-assets"]').waitFor()
      const inr = paise(await page.getByTestId('total-assets').textContent())
      expect(await page.getByTestId('rate-note').count()).toBe(0)
      const settings = (await callAsUser(page, '/api/admin/getSetting.do', {})).data as {
        usdRate: string
        hkdRate: string
        ratesDate: string
      }
      for (const [symbol, rate] of [
        ['$', settings.usdRate],
        ['HK$', settings.hkdRate],
      ] as const) {
        await page
          .locator('.account-card .adm-segmented-item')
          .filter({ hasText: new RegExp(`^${symbol.replace('$', '\\$')}$`) })
          .click()
        const note = page.getByTestId('rate-note')
        await note.waitFor()
        expect(await note.textContent()).toContain(`${symbol}1 = ₹${Number(rate).toFixed(2)}`)
        expect(await note.textContent()).toContain(settings.ratesDate)
        expect(await note.textContent()).toContain(notes[language])
        const shown = paise(await page.getByTestId('total-assets').textContent())
        // display only: rupees ÷ rupees per unit, rounded once (a rupee total over 10 lakh shows far fewer dollars)
        expect(Math.abs(shown - Math.round(inr / Number(rate)))).toBeLessThanOrEqual(1)
        expect(Number(rate)).toBeGreaterThan(5)
        if (symbol === '$') await saveScreenshot(page, `issue35-currency-usd-${language}`)
      }
      await page.locator('.account-card .adm-segmented-item').first().click()
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    expect(consoleErrors).toEqual([])
  })
})
