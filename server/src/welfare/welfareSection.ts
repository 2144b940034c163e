import type { SqlConnection } from '../store/SqlConnection.js'
import { findWelfare, welfareWire } from './welfareApplications.js'

/** The welfare part of the whole-account look-up: the application as its owner sees it, who decided it, or null. */
export const welfareSection = (db: SqlConnection, userId: number) => {
  const stored = findWelfare(db, userId)
  return stored ? { ...welfareWire(stored), reviewedBy: stored.reviewedBy } : null
}
