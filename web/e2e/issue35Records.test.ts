import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { callAsUser } from './support/callAsUser.js'
import { approvedFinancing } from './support/financing.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'
import { signInStaff } from './support/staffApi.js'

const paise = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100)

/** A 1×1 PNG, as the ID image picker would send it compressed. */
const onePixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

const chooseLanguage = (page: Page, language: 'en' | 'zh-CN') =>
  page.evaluate((chosen) => localStorage.setItem('language', chosen), language)

/** Registers `phone` (password demo1234) over the API and signs it in through the login form. */
const newInvestor = async (page: Page, baseUrl: string, phone: string) => {
  await page.goto(`${baseUrl}/login`)
  const registered = await page.evaluate(
    (form) =>
      fetch('/prod-api/user/reg.do', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }).then((answer) => answer.json()),
    { phone, userPwd: 'demo1234', agentCode: 'BOURSE', yzmCode: '1234' },
  )
  expect(registered.status).toBe(0)
  await signIn(page, baseUrl, phone)
}

describe('issue 35: records, numbers and states a new investor reads (390×844)', () => {
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

  it('10: /addCard says the real name is under review before the form, and opens the form once approved', {
    timeout: 120_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    const phone = '9812345670'
    await newInvestor(page, server.url, phone)
    await page.goto(`${server.url}/addCard`)
    const notice = page.getByTestId('kyc-first')
    await notice.getByText('Verify your real name first').waitFor()
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0)
    const keys: string[] = []
    for (const _ of [1, 2]) {
      const uploaded = await callAsUser(page, '/user/upload.do', { upload_file: onePixel })
      keys.push(String((uploaded.data as unknown as { url: string }).url))
    }
    const submitted = await callAsUser(page, '/user/auth.do', {
      realName: 'Meera Pillai',
      idCard: '456789012345',
      img1key: keys[0] ?? '',
      img2key: keys[1] ?? '',
    })
    expect(submitted.status).toBe(0)
    for (const [language, words] of [
      ['en', 'Your real-name verification is under review'],
      ['zh-CN', '您的实名认证正在审核中'],
    ] as const) {
      await chooseLanguage(page, language)
      await page.goto(`${server.url}/addCard`)
      await notice.getByText(words).waitFor()
      expect(await notice.getAttribute('data-kyc')).toBe('1')
      expect(await page.locator('#bank-ifsc').count()).toBe(0)
      await saveScreenshot(page, `issue35-10-${language}`)
    }
    await chooseLanguage(page, 'en')
    await page.goto(`${server.url}/addCard`)
    await notice.waitFor()
    // support approves while the page is open: the live account channel brings the form, no reload, no navigation
    const support = await signInStaff(server.url, 'support')
    expect((await support('POST', '/kyc/approve', { phone })).status).toBe(0)
    await page.locator('#bank-ifsc').waitFor({ timeout: 5_000 })
    expect(new URL(page.url()).pathname).toBe('/addCard')
    await page.getByRole('button', { name: 'Choose a bank' }).click()
    await page.locator('.adm-picker-header-button').last().click()
    await page.getByLabel('IFSC Code').fill('SBIN0001234')
    await page.getByLabel('A/C No.').fill('123456789012')
    await page.getByLabel('Payee name').fill('Meera Pillai')
    await page.getByLabel('Branch').fill('Fort, Mumbai')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(`${server.url}/card`)
    expect(consoleErrors).toEqual([])
  })

  it('12: /FundingDetails names its balance and says what each reference is; the bridge says what is held', {
    timeout: 150_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url, '9000000002')
    await approvedFinancing(page, server.url, '5000', '2')
    expect((await callAsUser(page, '/user/transAmt.do', { type: '1', amt: '1000' })).status).toBe(0)
    const stocks = await page.evaluate(() =>
      fetch('/prod-api/api/stock/getStock.do?pageNum=1&pageSize=15&stockPlate=main').then((answer) => answer.json()),
    )
    const stock = (stocks.data.list as { id: number; isStop: number }[]).find((row) => row.isStop === 0)
    if (!stock) throw new Error('nothing to trade')
    const order = { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }
    expect((await callAsUser(page, '/user/buy.do', order)).status).toBe(0)
    const open = await callAsUser(page, '/user/position/list.do', { state: '0', pageNum: '1', pageSize: '10' })
    const positionSn = (open.data as unknown as { list: { positionSn: string }[] }).list[0]?.positionSn ?? ''
    const words = {
      en: {
        balance: 'Stock account · available',
        transfer: 'Transfer · stock → index',
        financing: /^Transfer · stock → financing · sub-account SA\d+$/,
        position: `position ${positionSn}`,
        held: 'Of which held as margin or frozen',
        bridge: 'From the ledger',
      },
      'zh-CN': {
        balance: '股票账户 · 可用',
        transfer: '划转 · 股票账户 → 指数账户',
        financing: /^划转 · 股票账户 → 配资账户 · 子账户 SA\d+$/,
        position: `持仓 ${positionSn}`,
        held: '其中冻结（保证金等）',
        bridge: '账本到余额',
      },
    } as const
    for (const language of ['en', 'zh-CN'] as const) {
      await chooseLanguage(page, language)
      await page.goto(`${server.url}/FundingDetails`)
      expect(await page.getByTestId('funding-balance-name').textContent()).toBe(words[language].balance)
      await page.locator('[data-reference]').first().waitFor()
      // the approval's two halves may lie on two pages: the next page brings the other half, and the direction
      const financingRead = async () => {
        await page.locator('.adm-infinite-scroll').scrollIntoViewIfNeeded()
        const texts = await page.locator('[data-reference]').allTextContents()
        return texts.some((text) => words[language].financing.test(text))
      }
      await expect.poll(financingRead, { timeout: 20_000 }).toBe(true)
      const references = await page.locator('[data-reference]').allTextContents()
      expect(references).toContain(words[language].transfer)
      expect(references).toContain(words[language].position)
      expect(references.join(' ')).not.toMatch(/transfer:|strong-buy:/)
      await page.evaluate(() => window.scrollTo(0, 0))
      await saveScreenshot(page, `issue35-12-funding-${language}`)

      // the position the fund flow names is on /warehouse under the same number
      await page.goto(`${server.url}/warehouse?index=0`)
      await page.locator(`[data-position-number="${positionSn}"]`).waitFor()

      // the bridge: what is held now, apart from the internal moves that net to zero
      await page.goto(`${server.url}/user`)
      await page.getByText(words[language].bridge).click()
      const held = page.locator('[data-line="held"]')
      await held.waitFor()
      expect(await held.locator('dt').textContent()).toBe(words[language].held)
      const user = (await callAsUser(page, '/user/getUserInfo.do', {})).data as Record<string, string | undefined>
      const frozen = ['allFreezAmt', 'allIndexFreezAmt', 'allFuturesFreezAmt', 'allFinancingFreezAmt']
        .map((field) => paise(user[field] ?? '0'))
        .reduce((sum, each) => sum + each, 0)
      expect(frozen).toBeGreaterThan(0)
      expect(paise(await held.locator('dd').getAttribute('data-held'))).toBe(frozen)
      await held.scrollIntoViewIfNeeded()
      await saveScreenshot(page, `issue35-12-bridge-${language}`)
    }
    await chooseLanguage(page, 'en')
    expect(consoleErrors).toEqual([])
  })

  it('14: the management fee per day, for the term and charged so far; the lines in the order they are met', {
    timeout: 120_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    const words = {
      en: {
        perDay: 'Management fee per day',
        term: 'Management fee for the term (5 days)',
        charged: 'Management fee charged so far',
        unwind: 'Unwind line (all positions closed)',
        note: 'Falling assets reach the unwind line first',
      },
      'zh-CN': {
        perDay: '每日管理费',
        term: '整个期限管理费（5 天）',
        charged: '已收取管理费',
        unwind: '平仓线（全部持仓平仓）',
        note: '资产下跌时会先触及平仓线',
      },
    } as const
    const figure = (scope: ReturnType<Page['locator']>, fee: string) =>
      scope.locator(`[data-fee="${fee}"] dd`).textContent()
    for (const language of ['en', 'zh-CN'] as const) {
      await chooseLanguage(page, language)
      await page.goto(`${server.url}/orderlist?index=2`)
      const form = page.locator('.money-form')
      await form.locator('.adm-selector-item').first().click()
      await page.locator('#financing-margin').fill('5000')
      // 5 000 × lever 2 = 10 000 borrowed at 0.0012 a day: 12.00 a day, 60.00 for the 5 days
      await form.getByText(words[language].term).waitFor()
      expect(await figure(form, 'per-day')).toBe('12.00')
      expect(await figure(form, 'term')).toBe('60.00')
      expect(
        await form.locator('dl [data-line]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-line'))),
      ).toEqual(['unwind', 'warning'])
      expect(await form.locator('[data-line="unwind"] dt').textContent()).toBe(words[language].unwind)
      expect(await form.getByTestId('financing-lines-note').textContent()).toContain(words[language].note)
      await saveScreenshot(page, `issue35-14-preview-${language}`)
    }
    await chooseLanguage(page, 'en')
    await page.reload()
    await page.locator('.money-form .adm-selector-item').first().click()
    await page.locator('#financing-margin').fill('5000')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    const pending = page.locator('.record-row[data-status="0"]')
    await pending.locator('[data-fee="charged"]').getByText(words.en.charged).waitFor()
    expect(await figure(pending, 'charged')).toBe('0.00')
    expect(await figure(pending, 'term')).toBe('60.00')
    const finance = await signInStaff(server.url, 'finance')
    const queue = (await finance('GET', '/financing/queue')) as { data: { id: number }[] }
    const id = queue.data[0]?.id
    expect((await finance('POST', '/financing/approve', { id })).status).toBe(0)
    // the risk loop charges day 1 at its first pass after the approval
    const active = page.locator('.record-row[data-status="1"]')
    for (const language of ['en', 'zh-CN'] as const) {
      await chooseLanguage(page, language)
      await expect
        .poll(
          async () => {
            await page.goto(`${server.url}/days?id=${id}`)
            await active.locator('[data-fee="charged"] dd').waitFor()
            return figure(active, 'charged')
          },
          { timeout: 20_000 },
        )
        .toBe('12.00')
      expect(await active.locator('[data-fee="charged"] dt').textContent()).toBe(words[language].charged)
      expect(await figure(active, 'per-day')).toBe('12.00')
      await saveScreenshot(page, `issue35-14-active-${language}`)
    }
    await chooseLanguage(page, 'en')
    expect(consoleErrors).toEqual([])
  })

  it('16: records show their numbers; the help desk picks one; the open thread shows a reply as it comes', {
    timeout: 150_000,
  }, async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    const card = await callAsUser(page, '/user/bank/add.do', {
      bankName: 'Axis Bank',
      bankNo: '918273645',
      ifscCode: 'UTIB0000001',
      bankAddress: 'MG Road',
      payeeName: String(((await callAsUser(page, '/user/getUserInfo.do', {})).data as { realName: string }).realName),
    })
    expect(card.status).toBe(0)
    expect((await callAsUser(page, '/user/withdraw/outMoney.do', { amt: '1500' })).status).toBe(0)
    const withdrawals = await callAsUser(page, '/user/withdraw/list.do', { pageNum: '1', pageSize: '5' })
    const id = String((withdrawals.data as unknown as { list: { id: number }[] }).list[0]?.id)
    const words = {
      en: { number: `No. ${id}`, kind: 'Withdrawal', reply: 'Paid to your card this afternoon.' },
      'zh-CN': { number: `编号 ${id}`, kind: '提现', reply: '今天下午已打款到您的银行卡。' },
    } as const
    for (const language of ['en', 'zh-CN'] as const) {
      await chooseLanguage(page, language)
      // the withdrawal record shows the number the help desk asks for
      await page.goto(`${server.url}/cashlist`)
      await page.locator(`[data-record-number="${id}"]`).getByText(words[language].number).waitFor()
      await saveScreenshot(page, `issue35-16-records-${language}`)
      // the form lists the investor's withdrawals by that number: picked, not typed
      await page.goto(`${server.url}/service?new=1`)
      await page.locator('.help-topic').first().click()
      await page.locator('textarea').fill(`${words[language].kind} ${id}?`)
      await page.locator('#help-linked-kind').selectOption('withdrawal')
      const record = page.locator('#help-linked-record')
      await record.locator(`option[value="${id}"]`).waitFor({ state: 'attached' })
      expect(await record.locator(`option[value="${id}"]`).textContent()).toContain(words[language].number)
      expect(await record.locator(`option[value="${id}"]`).textContent()).toContain('1,500.00')
      expect(await page.locator('.field-row input').count()).toBe(0)
      await record.selectOption(id)
      await saveScreenshot(page, `issue35-16-pick-${language}`)
      await page.locator('form button[type="submit"]').click()
      await page.waitForURL(/\/service\?id=\d+$/)
      const thread = Number(new URL(page.url()).searchParams.get('id'))
      await page.locator('.help-desk section.card').getByText(`${words[language].kind} ${id}`).waitFor()

      // support replies while the thread is open: the live socket brings it, no reload and no polling
      const shows: string[] = []
      const count = (request: { url(): string }) => {
        if (request.url().includes('/helpDesk/show.do')) shows.push(request.url())
      }
      page.on('request', count)
      await page.waitForTimeout(1500)
      expect(shows).toEqual([])
      const support = await signInStaff(server.url, 'support')
      expect((await support('POST', '/tickets/reply', { id: thread, message: words[language].reply })).status).toBe(0)
      await page.locator('[data-author="support"]').getByText(words[language].reply).waitFor({ timeout: 5_000 })
      expect(shows.length).toBe(1)
      page.off('request', count)
      await saveScreenshot(page, `issue35-16-reply-${language}`)
    }
    await chooseLanguage(page, 'en')
    expect(consoleErrors).toEqual([])
  })
})
