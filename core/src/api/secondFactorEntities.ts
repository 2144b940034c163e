import { Schema } from 'effect'
import { PasswordField, TextField } from './formFields.js'

/*
 * The investor's second factor on /prod-api (DECISIONS §28, docs/api.md "Second factor"). A passkey's options and
 * answers are WebAuthn's own JSON (`PublicKeyCredentialCreationOptionsJSON`, `…RequestOptionsJSON`,
 * `RegistrationResponseJSON`, `AuthenticationResponseJSON`): the browser library reads and writes them, so here they
 * are opaque — options as JSON values in `data`, a browser's answer as its JSON text in one form field.
 */

/** Where a code is typed: the authenticator's 6 digits or a recovery code ("abcde-fghjk"); read by core's `readFactorCode`. */
export const FactorCodeField = TextField(/^[0-9A-Za-z -]{6,16}$/, 'FactorCode')

/** A browser's WebAuthn answer as JSON text (ASCII: its binary parts are base64url), at most 16 000 characters. */
export const PasskeyResponseField = TextField(/^\{[\x20-\x7e]{1,16000}\}$/, 'PasskeyResponse')

/** A sign-in waiting for its second factor: 32 random bytes as base64url. */
export const SignInTicketField = TextField(/^[A-Za-z0-9_-]{43}$/, 'SignInTicket')

/** WebAuthn options for the browser (creation or request options JSON), passed to it as they are. */
export const PasskeyOptions = Schema.Record({ key: Schema.String, value: Schema.Unknown })

/** The second factor, given with a guarded call or a sign-in: a code (TOTP or recovery) or a passkey's answer. */
export const FactorProofFields = {
  factorCode: Schema.optionalWith(FactorCodeField, { exact: true }),
  passkey: Schema.optionalWith(PasskeyResponseField, { exact: true }),
}

export const FactorProofPayload = Schema.Struct(FactorProofFields)

/**
 * `/user/login.do`'s answer when the password was right but this browser is new to an investor with a second factor:
 * no session yet; `/user/login/secondFactor.do` with the ticket and the factor finishes the sign-in. `passkey`
 * holds the request options when the factor is a passkey.
 */
export const SecondFactorDue = Schema.Struct({
  secondFactor: Schema.Struct({
    ticket: Schema.String,
    method: Schema.Literal('totp', 'passkey'),
    passkey: Schema.optionalWith(PasskeyOptions, { exact: true }),
  }),
})

/** `/user/login/secondFactor.do`: the ticket `/user/login.do` gave and the factor. */
export const SecondFactorSignInPayload = Schema.Struct({ ticket: SignInTicketField, ...FactorProofFields })

/** `/user/factor/status.do`: the factor that is on (`none` when none) and how many recovery codes are unused. */
export const FactorStatus = Schema.Struct({
  method: Schema.Literal('none', 'totp', 'passkey'),
  recoveryCodesLeft: Schema.NonNegativeInt,
})

/** Turning a factor on starts with the login password (a stolen session alone cannot lock the owner out). */
export const FactorEnrolPayload = Schema.Struct({ userPwd: PasswordField })

/** `/user/factor/totp/begin.do`: the new secret (base32) and its `otpauth://` URI, for the QR code. */
export const TotpEnrolment = Schema.Struct({ secret: Schema.String, uri: Schema.String })

/** `/user/factor/totp/confirm.do`: the first code the app shows, which turns TOTP on. */
export const TotpConfirmPayload = Schema.Struct({ factorCode: FactorCodeField })

/** `/user/factor/passkey/confirm.do`: the browser's answer to the creation options. */
export const PasskeyConfirmPayload = Schema.Struct({ passkey: PasskeyResponseField })

/** Ten one-time recovery codes, shown once: the server keeps only their keyed hashes. */
export const RecoveryCodes = Schema.Struct({ codes: Schema.Array(Schema.String) })
