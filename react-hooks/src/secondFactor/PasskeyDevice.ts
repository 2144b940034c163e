/**
 * The browser's passkeys, as the host gives them (the web app: `@simplewebauthn/browser`'s `startRegistration` and
 * `startAuthentication`): WebAuthn options in, the browser's answer out as JSON text. The stores never touch
 * `navigator.credentials` themselves, so they run in Ink and in tests too (there without passkeys).
 */
export interface PasskeyDevice {
  /** Creates a passkey for the creation options; answers the registration response JSON. */
  create(options: Readonly<Record<string, unknown>>): Promise<string>
  /** Signs the request options' challenge with a passkey; answers the authentication response JSON. */
  sign(options: Readonly<Record<string, unknown>>): Promise<string>
}
