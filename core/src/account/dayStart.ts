import { instantAt, localDate } from '../calendar/zonedTime.js'
import type { Instant } from '../time/Instant.js'

/**
 * When the trading day `now` belongs to began: midnight on the A-share exchange's clock (Asia/Shanghai), when the
 * simulator rolls each quote's previous close. Example: 2026-11-26T12:00Z → 2026-11-25T16:00Z.
 */
export const dayStartOf = (now: Instant): Instant => instantAt('cn', localDate('cn', now), 0)
