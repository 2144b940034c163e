/**
 * Whose factor a row is: staff and investors share the TOTP and recovery-code tables, each row under a holder name
 * that cannot collide (`staff:3`, `user:3`).
 */
export type Holder = `staff:${number}` | `user:${number}`

export const staffHolder = (staffId: number): Holder => `staff:${staffId}`

export const investorHolder = (userId: number): Holder => `user:${userId}`
