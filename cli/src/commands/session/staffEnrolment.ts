import type { Output } from '../../output.js'

/** Shows a new authenticator to add: the `otpauth://` URI, its secret and a QR code drawn in the terminal. */
export const showEnrolment = async (output: Output, enrol: { secret: string; uri: string }): Promise<void> => {
  const qr = await import('qrcode')
  output.err('No authenticator yet: add this one to an authenticator app (scan the QR code or type the key).\n')
  output.err(`${await qr.toString(enrol.uri, { type: 'terminal', small: true })}\n`)
  output.err(`  key  ${enrol.secret}\n  URI  ${enrol.uri}\n`)
}

/** Shows the ten recovery codes once, with what they are for. */
export const showRecoveryCodes = (output: Output, codes: readonly string[]): void => {
  output.err(
    'Recovery codes: each signs in once without the app. Keep them somewhere safe; they are not shown again.\n',
  )
  for (const code of codes) output.err(`  ${code}\n`)
}
