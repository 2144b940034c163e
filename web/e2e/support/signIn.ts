import type { Page } from 'playwright-core'

/** Signs a demo investor in through the login form and waits for /home. */
export const signIn = async (page: Page, baseUrl: string, phone = '9000000001'): Promise<void> => {
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('Phone number').fill(phone)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(`${baseUrl}/home`)
}

/** How many pixels of the chart's canvases are candle-coloured (red up, green down), read from the canvas itself. */
export const candlePixels = (page: Page): Promise<number> =>
  page.evaluate(() => {
    let count = 0
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('[data-testid="kline-chart"] canvas')) {
      const context = canvas.getContext('2d')
      if (!context || canvas.width === 0 || canvas.height === 0) continue
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]]
        const red = r > 200 && g < 110 && b < 110
        const green = g > 140 && r < 90 && b < 140
        if (a > 200 && (red || green)) count += 1
      }
    }
    return count
  })
