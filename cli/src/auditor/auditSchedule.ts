import { Fees } from '@bourse/core/fees'
import type { WithdrawalFeeSchedule } from '@bourse/core/funds'
import { Money, Rate } from '@bourse/core/money'
import { defaultSettings } from '@bourse/core/settings'
import type { ServerTarget } from '../internal/serverClient.js'
import { staffCall } from '../internal/serverClient.js'
import { staffPages } from './staffPages.js'

/** The settings that price a charge: the stock fee schedule and the withdrawal fee. */
export const feeSettings = ['buyFee', 'sellFee', 'dutyFee', 'stayFee', 'withFeeSingle', 'withFeePercent'] as const

/** What the audit prices charges with, and from when that is known to have been in force. */
export interface AuditSchedule {
  readonly stock: Fees.FeeSchedule
  readonly withdrawal: WithdrawalFeeSchedule
  /**
   * The last time an admin changed a fee setting (ms), or 0. Charges made before it were priced by an earlier
   * schedule whose rates the audit trail does not keep, so they are checked against the journal only.
   */
  readonly inForceSince: number
}

/**
 * The fee schedule in force: the stored settings over core's defaults, versioned by the number of fee-setting
 * changes in the staff audit trail (`bourse-standard v1` when none). Example: buyFee changed once → v2.
 */
export const readAuditSchedule = async (target: ServerTarget): Promise<AuditSchedule> => {
  const stored = new Map((await staffCall(target, '/settings', {})).map((row) => [row.name, row.value.trim()]))
  const rate = (name: (typeof feeSettings)[number], fallback: Rate.Rate) =>
    stored.has(name) ? Rate.of(stored.get(name) as string) : fallback
  let changes = 0
  let inForceSince = 0
  for await (const entry of staffPages(target, '/audit', {}, (row) => row.id)) {
    const name = entry.target.replace(/^settings:/, '')
    if (
      // Changed at once before DECISIONS §21, approved by a second admin since.
      (entry.route.endsWith('/settings/change') || entry.route.endsWith('/settings/approve')) &&
      entry.outcome === 'ok' &&
      (feeSettings as readonly string[]).includes(name)
    ) {
      changes += 1
      inForceSince = Math.max(inForceSince, entry.at)
    }
  }
  const stock = Fees.fromSettings(
    {
      buyFee: rate('buyFee', defaultSettings.buyFee),
      sellFee: rate('sellFee', defaultSettings.sellFee),
      dutyFee: rate('dutyFee', defaultSettings.dutyFee),
      stayFee: rate('stayFee', defaultSettings.stayFee),
    },
    'bourse-standard',
    changes + 1,
  )
  const withdrawal = {
    withFeeSingle: stored.has('withFeeSingle')
      ? Money.of(stored.get('withFeeSingle') as string)
      : defaultSettings.withFeeSingle,
    withFeePercent: rate('withFeePercent', defaultSettings.withFeePercent),
  }
  return { stock, withdrawal, inForceSince }
}
