export * from './adjustmentReview.js'
export * from './StaffRole.js'
export * from './staffPassword.js'
export * from './staffSession.js'
