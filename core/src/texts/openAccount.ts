/** The open-account landing page's step and its button's target. */
export interface OpenAccountStep {
  /** 0 register, 1 verify the identity, 2 trade. */
  readonly current: 0 | 1 | 2
  readonly next: '/register' | '/smrz' | '/trading-list'
}

/**
 * Where a visitor of /openaccount stands (spec 001 §2): without a token, registering (→ /register); signed in but
 * not approved (`isActive` 0, 1 or 3), the real-name step (→ /smrz, as the spec opens it when a token exists);
 * approved (2), trading (→ /trading-list). Example: (true, 3) → step 1, /smrz.
 */
export const openAccountStep = (signedIn: boolean, isActive: number | undefined): OpenAccountStep => {
  if (!signedIn) return { current: 0, next: '/register' }
  return isActive === 2 ? { current: 2, next: '/trading-list' } : { current: 1, next: '/smrz' }
}
