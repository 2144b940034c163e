/**
 * The four staff roles of DECISIONS §12/§16. Support reads accounts and reviews identity; finance reviews money;
 * the auditor reads everything and changes nothing; the admin keeps settings, staff, news and adjustments.
 */
export const staffRoles = ['support', 'finance', 'auditor', 'admin'] as const

export type StaffRole = (typeof staffRoles)[number]

/** True when a member holding `held` may make a call open to `allowed` (any one role in common is enough). */
export const mayCall = (held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean =>
  held.some((role) => allowed.includes(role))
