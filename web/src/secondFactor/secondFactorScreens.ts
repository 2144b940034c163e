// The second factor's settings screen in its own lazy chunk (qrcode and the WebAuthn library load only here).
export { SecondFactorPage } from './SecondFactorPage.js'
