import type { Rate } from '../money/Rate.js'
import * as Rounding from '../money/Rounding.js'
import { defaultSettings, type Settings } from '../settings/Settings.js'

/**
 * A named, versioned set of stock charge rates with its rounding rule. Contract notes cite it, so a
 * statement can always say which schedule priced it. The spread rate is not here: it comes from the
 * spread rules (DECISIONS §3) at the moment of the order.
 */
export interface FeeSchedule {
  readonly name: string
  readonly version: number
  readonly buyFee: Rate
  readonly sellFee: Rate
  readonly dutyFee: Rate
  readonly stayFee: Rate
  readonly rounding: Rounding.Rounding
}

/** Builds a schedule from the broker's settings: `fromSettings(defaultSettings)` is bourse-standard v1. */
export const fromSettings = (
  settings: Pick<Settings, 'buyFee' | 'sellFee' | 'dutyFee' | 'stayFee'>,
  name = 'bourse-standard',
  version = 1,
): FeeSchedule => ({
  name,
  version,
  buyFee: settings.buyFee,
  sellFee: settings.sellFee,
  dutyFee: settings.dutyFee,
  stayFee: settings.stayFee,
  rounding: Rounding.twoDecimalsHalfUp,
})

/** The default schedule (DECISIONS §15): buy 0.0003, sell 0.0003, duty 0.001, stay 0.0005, half-up 2 dp. */
export const standard: FeeSchedule = fromSettings(defaultSettings)

/** `bourse-standard v1` — how a contract note names its schedule. */
export const label = (schedule: FeeSchedule): string => `${schedule.name} v${schedule.version}`
