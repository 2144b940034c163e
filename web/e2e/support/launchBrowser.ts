import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'

/** Headless, offline-safe flags for Debian's chromium (see shared/TOOLCHAIN.md): no background downloads or updates. */
export const chromiumFlags: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Debian's chromium with `chromiumFlags`. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...chromiumFlags] })

/**
 * A phone-sized page (390×844) that records console errors so a test can assert there are none. Its service worker
 * is blocked unless asked for (`serviceWorker: true`): installing one precaches the whole build, about 140 files,
 * in every new page of every walk, which only the walks of the installed app and of pushes need. Pixels are CSS
 * pixels (device scale 1): at a phone's 2 the software rasteriser paints four times as many, for the same layout.
 */
export const openPhonePage = async (
  browser: Browser,
  { serviceWorker = false }: { serviceWorker?: boolean } = {},
): Promise<{ page: Page; consoleErrors: string[] }> => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  return { page, consoleErrors }
}

export const artifactsDir = resolve(import.meta.dirname, '../../../test-artifacts')

export const saveScreenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(artifactsDir, { recursive: true })
  await page.screenshot({ path: resolve(artifactsDir, `${name}.png`) })
}
