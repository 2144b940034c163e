import { randomInt } from 'node:crypto'
import { Identity } from '@bourse/core'
import svgCaptcha from 'svg-captcha'

const { captchaAlphabet, passwordResetRule } = Identity.PasswordReset

// svg-captcha's module is itself the renderer of a given text (its typings only name `create`, which picks the
// text with Math.random); the text here comes from the system's random source instead.
const renderText = svgCaptcha as unknown as (text: string, options: object) => string

/** A captcha's answer and its image as a `data:` URL the client shows in an `<img>` (e.g. "K7QX" + an SVG). */
export interface CaptchaImage {
  readonly answer: string
  readonly url: string
}

/** Draws a new image captcha: 4 characters without look-alikes, noise lines, 120 × 44 pixels. */
export const drawCaptcha = (): CaptchaImage => {
  const answer = Array.from(
    { length: passwordResetRule.captchaLength },
    () => captchaAlphabet[randomInt(captchaAlphabet.length)] as string,
  ).join('')
  const svg = renderText(answer, { width: 120, height: 44, fontSize: 48, noise: 3, color: true, background: '#f4f6fa' })
  return { answer, url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}
