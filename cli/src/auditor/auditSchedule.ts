import { Fees } from '@bourse/core/fees'
import type { WithdrawalFeeSchedule } from '@bourse/core/funds'
import type { Money, Rate } from '@bourse/core/money'
import { defaultSettings, readSettingValue } from '@bourse/core/settings'
import type { ServerTarget } from '../internal/serverClient.js'
import { staffCall } from '../internal/serverClient.js'
import type { StaffAnswer } from '../internal/staffRoutes.js'
import { staffPages } from './staffPages.js'

/** The settings that price a charge: the stock fee schedule and the withdrawal fee. */
export const feeSettings = ['buyFee', 'sellFee', 'dutyFee', 'stayFee', 'withFeeSingle', 'withFeePercent'] as const
type FeeSetting = (typeof feeSettings)[number]

/** What prices the charges of one event: the stock fee schedule and the withdrawal fee in force when it happened. */
export interface ScheduleInForce {
  readonly stock: Fees.FeeSchedule
  readonly withdrawal: WithdrawalFeeSchedule
}

/** What the audit prices charges with, at any time of the history. */
export interface AuditSchedule {
  /** The schedule in force now (the summary names it: `bourse-standard v3` after two stock-fee changes). */
  readonly current: ScheduleInForce
  /** The schedule in force at `at` (ms): the settings as they stood then, rebuilt from the trail's changes. */
  at(at: number): ScheduleInForce
  /**
   * 0, or the time of the last fee-setting change whose previous value the trail does not give (a row written
   * without its detail): charges made before it are checked against the journal only.
   */
  readonly unknownBefore: number
}

/** One change of a fee setting as the trail keeps it: when, which, and what was in force before it. */
export interface FeeSettingChange {
  readonly at: number
  readonly name: FeeSetting
  /** The text in force before it; `null` for the default; `undefined` when the row does not say. */
  readonly before: string | null | undefined
}

type AuditRow = StaffAnswer<'/audit'>[number]

const isFeeSetting = (name: string): name is FeeSetting => (feeSettings as readonly string[]).includes(name)

/** `(default)` and `(none)` are how the trail writes a setting that was not stored: core's default was in force. */
const storedText = (text: string): string | null => (text === '(default)' || text === '(none)' ? null : text.trim())

/**
 * The fee-setting change an approved proposal (`proposal 4 changeSetting withFeeSingle: 3 → 5 (proposed by ana)`) or,
 * before DECISIONS §21, a direct change (`withFeeSingle: 3 → 5`) made, read from its trail row; `undefined` for any
 * other row. Example: the first → `{name: 'withFeeSingle', before: '3'}`.
 */
export const feeSettingChangeOf = (row: AuditRow): FeeSettingChange | undefined => {
  const name = row.target.replace(/^settings:/, '')
  const changed = row.route.endsWith('/settings/change') || row.route.endsWith('/settings/approve')
  if (!changed || row.outcome !== 'ok' || !isFeeSetting(name)) return undefined
  const words = new RegExp(`(?:^|\\s)${name}: (.*?) → `).exec(row.detail)
  return { at: row.at, name, before: words ? storedText(words[1] ?? '') : undefined }
}

/** A stored setting's value as the server reads it: through core's bounded reader, the default when out of bounds. */
const settingValueOf = <T>(name: FeeSetting, text: string | undefined, fallback: T): T => {
  if (text === undefined) return fallback
  const read = readSettingValue(name, text)
  return read.ok ? (read.value as T) : fallback
}

/** The schedule a set of stored texts prices with; `version` counts the stock-fee changes before it, from 1. */
const scheduleOf = (texts: ReadonlyMap<FeeSetting, string>, version: number): ScheduleInForce => {
  const rate = (name: FeeSetting) =>
    settingValueOf<Rate.Rate>(name, texts.get(name), defaultSettings[name] as Rate.Rate)
  return {
    stock: Fees.fromSettings(
      { buyFee: rate('buyFee'), sellFee: rate('sellFee'), dutyFee: rate('dutyFee'), stayFee: rate('stayFee') },
      'bourse-standard',
      version,
    ),
    withdrawal: {
      withFeeSingle: settingValueOf<Money.Money>(
        'withFeeSingle',
        texts.get('withFeeSingle'),
        defaultSettings.withFeeSingle,
      ),
      withFeePercent: settingValueOf<Rate.Rate>(
        'withFeePercent',
        texts.get('withFeePercent'),
        defaultSettings.withFeePercent,
      ),
    },
  }
}

const stockFees: readonly FeeSetting[] = ['buyFee', 'sellFee', 'dutyFee', 'stayFee']

/**
 * The schedule at every time from the settings stored now and the trail's fee-setting changes (oldest first): walking
 * back from now, each change's previous value was in force before it. Example: withFeeSingle 3 → 5 at t₁ → a
 * withdrawal before t₁ is priced with 3, one at or after t₁ with 5. A change that does not say its previous value
 * ends the walk: earlier charges are left to the journal (`unknownBefore`).
 */
export const scheduleFromTrail = (
  stored: ReadonlyMap<string, string>,
  changes: readonly FeeSettingChange[],
): AuditSchedule => {
  const texts = new Map<FeeSetting, string>()
  for (const name of feeSettings) {
    const text = stored.get(name)
    if (text !== undefined) texts.set(name, text.trim())
  }
  let version = 1 + changes.filter((change) => stockFees.includes(change.name)).length
  const current = scheduleOf(texts, version)
  // Periods from the newest back: each in force from its change's time on.
  const periods: Array<{ readonly from: number; readonly schedule: ScheduleInForce }> = []
  let unknownBefore = 0
  for (const change of [...changes].reverse()) {
    periods.push({ from: change.at, schedule: scheduleOf(texts, version) })
    if (change.before === undefined) {
      unknownBefore = change.at
      break
    }
    if (change.before === null) texts.delete(change.name)
    else texts.set(change.name, change.before)
    if (stockFees.includes(change.name)) version -= 1
  }
  const first = scheduleOf(texts, version)
  return {
    current,
    unknownBefore,
    at: (at) => periods.find((period) => period.from <= at)?.schedule ?? first,
  }
}

/**
 * The fee schedule at every time of the history: the stored settings over core's defaults, and the staff trail's
 * fee-setting changes with their old and new values (`bourse-standard v1` when none).
 */
export const readAuditSchedule = async (target: ServerTarget): Promise<AuditSchedule> => {
  const stored = new Map((await staffCall(target, '/settings', {})).map((row) => [row.name, row.value]))
  const changes: FeeSettingChange[] = []
  for await (const row of staffPages(target, '/audit', {}, (entry) => entry.id)) {
    const change = feeSettingChangeOf(row)
    if (change !== undefined) changes.push(change)
  }
  return scheduleFromTrail(stored, changes)
}
