import { type FinancingProduct, type MarginFinancing, Money, parseSiteLever, Rate } from '@bourse/core'
import { storedSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'

interface ProductRow {
  readonly id: number
  readonly name: string
  readonly levers: string
  readonly days: number
  readonly min_margin: string
  readonly max_margin: string
  readonly manage_rate: string
}

const productOf = (row: ProductRow): FinancingProduct => ({
  typeId: row.id,
  name: row.name,
  days: row.days,
  manageRate: Rate.of(row.manage_rate),
  levers: parseSiteLever(row.levers),
  minMargin: Money.of(row.min_margin),
  maxMargin: Money.of(row.max_margin),
})

/** The financing products offered now (`financing_types`, enabled), by id. */
export const listProducts = (db: SqlConnection): FinancingProduct[] =>
  (db.prepare('SELECT * FROM financing_types WHERE enabled = 1 ORDER BY id').all() as ProductRow[]).map(productOf)

/** One offered product, or `undefined` for an unknown or withdrawn one. */
export const findProduct = (db: SqlConnection, typeId: number): FinancingProduct | undefined => {
  const row = db.prepare('SELECT * FROM financing_types WHERE id = ? AND enabled = 1').get(typeId) as
    | ProductRow
    | undefined
  return row && productOf(row)
}

/** The financing settings (`getFundsSetting.do`): the two line ratios and whether applications are open. */
export interface FinancingSettings {
  readonly ratios: MarginFinancing.FinancingRatios
  readonly enabled: boolean
}

const ratioOf = (text: string | undefined, fallback: Rate.Rate): Rate.Rate => {
  const value = text?.trim() ?? ''
  return /^(0|[1-9]\d*)(\.\d+)?$/.test(value) ? Rate.of(value) : fallback
}

/**
 * The ratios of DECISIONS §10 from the settings table (`warningRatio`, `unwindRatio`; defaults 0.75 and 0.82) and
 * `financingDisplay` (`off`, `0`, `false` or `no` closes new applications; default on). Unreadable values fall back
 * to the defaults. An admin changes them with `/staff-api/settings/change` (`settingCheck`).
 */
export const readFinancingSettings = (
  db: SqlConnection,
  defaults: MarginFinancing.FinancingRatios,
): FinancingSettings => {
  const stored = storedSettings(db)
  return {
    ratios: {
      warningRatio: ratioOf(stored.get('warningRatio'), defaults.warningRatio),
      unwindRatio: ratioOf(stored.get('unwindRatio'), defaults.unwindRatio),
    },
    enabled: !['0', 'false', 'off', 'no'].includes((stored.get('financingDisplay') ?? 'on').trim()),
  }
}
