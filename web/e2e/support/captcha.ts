// The server's own test reader of its captcha images (by glyph shapes), for the forgot-password walk.
export { readCaptcha } from '../../../server/src/passwords/testing/readCaptcha.js'
