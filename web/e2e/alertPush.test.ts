import type { Browser, CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPushService, type TestPushService, type TestSubscription } from '../../scripts/testing/pushService.js'
import { type RunningServer, spawnServer } from '../../scripts/testing/spawnServer.js'
import { launchBrowser, openPhonePage, saveScreenshot } from './support/launchBrowser.js'
import { signIn } from './support/signIn.js'

/**
 * Headless Chromium has no push service of its own here (its subscriptions go to Google's, out of reach offline), so
 * the page's `PushManager` subscribes at the real test push service (`web-push-testing`) instead: the app, the server
 * and the push service then do the real thing — subscription sent to the server, the payload encrypted with VAPID —
 * and the payload the push service received is delivered to the page's service worker over CDP.
 */
const pushManagerAt = async (page: Page, push: TestPushService): Promise<() => TestSubscription | undefined> => {
  let subscription: TestSubscription | undefined
  await page.exposeFunction('__subscribeAtTestService', async (key: string) => {
    subscription = await push.subscribe(key)
    return subscription
  })
  await page.addInitScript(() => {
    const toBase64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const fromBase64url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)).buffer
    type Made = { endpoint: string; keys: { p256dh: string; auth: string } }
    const asSubscription = (made: Made) => ({
      endpoint: made.endpoint,
      getKey: (name: 'p256dh' | 'auth') => fromBase64url(made.keys[name]),
      unsubscribe: async () => {
        localStorage.removeItem('test.pushSubscription')
        return true
      },
    })
    const kept = () => {
      const text = localStorage.getItem('test.pushSubscription')
      return text === null ? null : asSubscription(JSON.parse(text) as Made)
    }
    const bridge = window as unknown as { __subscribeAtTestService(key: string): Promise<Made> }
    PushManager.prototype.getSubscription = async () => kept() as unknown as PushSubscription
    PushManager.prototype.subscribe = async (options) => {
      const key = toBase64url(new Uint8Array(options?.applicationServerKey as ArrayBuffer))
      const made = await bridge.__subscribeAtTestService(key)
      localStorage.setItem('test.pushSubscription', JSON.stringify(made))
      return asSubscription(made) as unknown as PushSubscription
    }
  })
  return () => subscription
}

/** The registration id CDP gives the app's service worker (needed to deliver a push to it). */
const workerRegistration = async (cdp: CDPSession): Promise<string> => {
  const found = new Promise<string>((done) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((each) => each.scopeURL.endsWith('/') && !each.isDeleted)
      if (registration) done(registration.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  return found
}

describe('issue 30: an alert set on the stock page fires while the page is open (390×844)', () => {
  let server: RunningServer
  let push: TestPushService
  let browser: Browser
  beforeAll(async () => {
    push = await startTestPushService()
    // A weekday in Shanghai's trading hours: the simulator ticks, so the alert meets its next tick.
    server = await spawnServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z', BOURSE_PUSH_LOOPBACK: 'yes' })
    browser = await launchBrowser()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await push?.stop()
  })

  it('notifications on, an alert from the stock page, its firing shown in the app and as a push notification', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
      permissions: ['notifications'],
    })
    const page = await context.newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
    const subscription = await pushManagerAt(page, push)
    await signIn(page, server.url)

    // My → Alerts & GTT → notifications on (the permission asked on this tap).
    await page.goto(`${server.url}/user`)
    await page.getByText('Alerts & GTT').click()
    await page.waitForURL(`${server.url}/alerts`)
    await page.getByText('No alert yet').waitFor()
    // The server holds the subscription once it answered (leaving the page before would cancel the call).
    const saved = page.waitForResponse((response) => response.url().endsWith('/prod-api/user/push/subscribe.do'), {
      timeout: 30_000,
    })
    await page.getByRole('switch', { name: 'Notifications on this device' }).click()
    expect(await (await saved).json()).toMatchObject({ status: 0 })
    expect(await page.getByRole('switch', { name: 'Notifications on this device' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    const subscribed = subscription() ?? expect.fail('the app did not subscribe')

    // The stock page: Alert opens the form with the price shown and its age.
    await page.goto(`${server.url}/kline?code=600269&market=sh`)
    const alertButton = page.getByRole('button', { name: 'Alert', exact: true })
    await expect.poll(() => alertButton.isDisabled(), { timeout: 10_000 }).toBe(false)
    await alertButton.click()
    await page.waitForURL(/\/alertForm\?code=600269&price=/)
    const shown = Number(new URL(page.url()).searchParams.get('price'))
    expect(shown).toBeGreaterThan(0)
    await expect
      .poll(() => page.getByTestId('price-seen').textContent())
      .toMatch(/^Price shown: [\d.]+ · seen \d+ s ago$/)
    expect(await page.locator('input[aria-label="Value"]').inputValue()).toMatch(/^\d+\.\d\d$/)
    await saveScreenshot(page, 'alert-form')
    // "Price ≤ twice the price": met now, so it fires at the stock's next tick.
    const level = (shown * 2).toFixed(2)
    await page.getByText('≤', { exact: true }).click()
    await page.locator('input[aria-label="Value"]').fill(level)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(`${server.url}/alerts`)

    // In the app: the notice over the page (the live socket named the firing, the messages word it) and the list.
    const notice = page.getByTestId('firing-notice')
    await notice.waitFor({ timeout: 10_000 })
    expect(await notice.textContent()).toMatch(new RegExp(`\\(600269\\) price <= ${level} — now \\d+\\.\\d\\d`))
    await expect
      .poll(() => page.getByTestId('alert-item').first().getAttribute('data-status'), { timeout: 5_000 })
      .toBe('triggered')
    expect(await page.getByTestId('alert-item').first().textContent()).toMatch(/Triggered/)
    expect(await page.getByTestId('alert-item').first().textContent()).toMatch(
      /Fired \d{4}-\d\d-\d\d \d\d:\d\d:\d\d at \d+\.\d\d/,
    )
    await saveScreenshot(page, 'alert-fired-in-app')

    // The push: the server sent it to the push service, encrypted for this browser; delivered to the app's worker.
    // (Its 1 s target is the server's own test; on a loaded machine a slow push service makes the sender retry, 5 s on.)
    let received: string[] = []
    await expect
      .poll(
        async () => {
          received = await push.received(subscribed)
          return received.length
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(1)
    const payload = JSON.parse(received[0] ?? '{}') as { title: string; body: string; url: string; tag: string }
    expect(payload).toMatchObject({ title: 'Bourse', url: '/kline?code=600269' })
    expect(payload.body).toMatch(new RegExp(`\\(600269\\) price <= ${level} — now \\d+\\.\\d\\d$`))
    expect(payload.body).not.toMatch(/balance|available|₹/i)
    const cdp = await context.newCDPSession(page)
    const registrationId = await workerRegistration(cdp)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(server.url).origin,
      registrationId,
      data: received[0] ?? '',
    })
    const shownNotifications = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((each) => ({
          title: each.title,
          body: each.body,
          tag: each.tag,
          data: each.data as unknown,
        }))
      })
    await expect.poll(async () => (await shownNotifications()).length, { timeout: 5_000 }).toBe(1)
    expect((await shownNotifications())[0]).toEqual({
      title: 'Bourse',
      body: payload.body,
      tag: payload.tag,
      data: { url: '/kline?code=600269' },
    })

    // A tap opens the instrument in the app's window (once the worker controls it: after a reload).
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const worker = context.serviceWorkers()[0] ?? expect.fail('no service worker')
    // Run in the worker's scope (its types are not this file's): a tap on the notification it shows.
    await worker.evaluate(`(async () => {
      const [notification] = await self.registration.getNotifications()
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification }))
    })()`)
    await page.waitForURL(`${server.url}/kline?code=600269`)

    // Sign-out forgets the subscription (server and browser): the next sign-in in this browser subscribes again.
    await page.goto(`${server.url}/setup`)
    await page.getByRole('button', { name: 'Exit system' }).click()
    await page.waitForURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('test.pushSubscription'))).toBeNull()
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('a GTT from the stock page: core refuses a trigger at the price, the server a stale price; an OCO is saved', async () => {
    const { page, consoleErrors } = await openPhonePage(browser)
    await signIn(page, server.url)
    await page.goto(`${server.url}/kline?code=600269&market=sh`)
    const gttButton = page.getByRole('button', { name: 'GTT', exact: true })
    await expect.poll(() => gttButton.isDisabled(), { timeout: 10_000 }).toBe(false)
    await gttButton.click()
    await page.waitForURL(/\/gttForm\?code=600269&price=/)
    const shown = Number(new URL(page.url()).searchParams.get('price'))
    const save = page.getByRole('button', { name: 'Save' })
    const refusal = page.getByTestId('watch-refusal')
    // Prefilled at the price shown: closer than 0.25 % — core's refusal, before anything is sent.
    await save.click()
    expect(await refusal.textContent()).toBe(
      `Not saved: A trigger must be at least 0.25% away from the last price (${shown.toFixed(2)})`,
    )
    // A price seen long ago, far from the server's: the server's refusal, kept on screen.
    const seenAgo = Date.now() - 5 * 60_000
    const stale = (shown * 1.5).toFixed(2)
    await page.goto(`${server.url}/gttForm?code=600269&price=${stale}&at=${seenAgo}`)
    await page.getByText(/^This price is 5 min old/).waitFor()
    await page.locator('input[aria-label="Leg 1 Trigger price"]').fill((shown * 1.7).toFixed(2))
    await save.click()
    await expect
      .poll(() => refusal.textContent())
      .toMatch(/^Not saved: The price has moved to \d+\.\d\d since you looked: check the order and try again$/)
    await saveScreenshot(page, 'gtt-refused')
    // An OCO at the price shown now: a target above, a stop below.
    await page.goto(`${server.url}/kline?code=600269&market=sh`)
    await expect.poll(() => gttButton.isDisabled(), { timeout: 10_000 }).toBe(false)
    await gttButton.click()
    await page.getByText('OCO (one cancels the other)').click()
    const now = Number(new URL(page.url()).searchParams.get('price'))
    await page.locator('input[aria-label="Leg 1 (above the price) Trigger price"]').fill((now * 1.1).toFixed(2))
    await page.locator('input[aria-label="Leg 1 (above the price) Limit price"]').fill((now * 1.1).toFixed(2))
    await page.locator('input[aria-label="Leg 2 (below the price) Trigger price"]').fill((now * 0.9).toFixed(2))
    await page.locator('input[aria-label="Leg 2 (below the price) Limit price"]').fill((now * 0.9).toFixed(2))
    await save.click()
    await page.waitForURL(`${server.url}/alerts`)
    const gtt = page.getByTestId('gtt-item').first()
    await expect.poll(() => gtt.getAttribute('data-status')).toBe('active')
    expect(await gtt.textContent()).toContain(`Leg 1: Trigger price ${(now * 1.1).toFixed(2)} → Sell short 1 Hands`)
    await saveScreenshot(page, 'gtt-listed')
    // Cancelled, it stays listed as such; removed, it leaves the list.
    await gtt.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click()
    await expect.poll(() => gtt.getAttribute('data-status')).toBe('cancelled')
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })
})
