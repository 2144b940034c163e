import { Identity } from '@bourse/core'
import svgCaptcha from 'svg-captcha'

const render = svgCaptcha as unknown as (text: string, options: object) => string

/** The letters of a glyph's path commands ("MQQLZ…"): the jitter moves points, never the commands. */
const shapeOf = (path: string): string => path.replace(/[^A-Za-z]/g, '')

const glyphPaths = (svg: string): { readonly x: number; readonly shape: string }[] =>
  [...svg.matchAll(/<path fill="(?!none)[^"]*" d="M([\d.]+)[ ,]([^"]*)"/g)].map((match) => ({
    x: Number(match[1]),
    shape: shapeOf(`M${match[2]}`),
  }))

const shapes = new Map(
  [...Identity.PasswordReset.captchaAlphabet].map((ch) => [glyphPaths(render(ch, { fontSize: 48 }))[0]?.shape, ch]),
)

/**
 * For tests only: reads the text of a captcha image as a bot would, by the shape of each glyph's path, left to right
 * (every character of the alphabet draws a different sequence of path commands).
 */
export const readCaptcha = (dataUrl: string): string => {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8')
  return glyphPaths(svg)
    .sort((a, b) => a.x - b.x)
    .map((glyph) => shapes.get(glyph.shape) ?? '?')
    .join('')
}
