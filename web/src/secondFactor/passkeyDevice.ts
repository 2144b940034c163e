import type { PasskeyDevice } from '@bourse/react-hooks'
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser'

/** This browser's passkeys through WebAuthn (`@simplewebauthn/browser`); undefined where WebAuthn is missing. */
export const passkeyDevice: PasskeyDevice | undefined = browserSupportsWebAuthn()
  ? {
      create: async (options) =>
        JSON.stringify(
          await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
        ),
      sign: async (options) =>
        JSON.stringify(
          await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }),
        ),
    }
  : undefined
