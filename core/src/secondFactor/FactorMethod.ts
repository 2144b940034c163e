/** The second factors an investor may choose (DECISIONS §28); staff always use TOTP. `none` until one is on. */
export type FactorMethod = 'none' | 'totp' | 'passkey'

/** How long a sign-in that passed its password may wait for its second factor, and a passkey challenge lives. */
export const secondFactorTicketMs = 5 * 60 * 1000

/** The calls that move money out or change where it goes, each asking for the second factor once one is on. */
export type GuardedAction = 'withdrawal' | 'bankCard' | 'fundingPassword'
