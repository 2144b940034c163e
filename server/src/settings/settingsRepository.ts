import {
  type BoundedSettingName,
  changeSetting,
  type DomainError,
  defaultSettings,
  defaultSpreadRules,
  domainError,
  isBoundedSetting,
  Rate,
  readSettingValue,
  type Settings,
  type SpreadRule,
  settingText,
  spreadRateBound,
  within,
} from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { versionPerTurn } from '../store/versionPerTurn.js'

const flag = (text: string): boolean | undefined =>
  ['1', 'true', 'on', 'yes'].includes(text) ? true : ['0', 'false', 'off', 'no'].includes(text) ? false : undefined

/** The settings of core's `Settings`: each reads through core's bounded reader (DECISIONS §21). */
const settingNames = Object.keys(defaultSettings) as (keyof Settings & BoundedSettingName)[]

/** Every stored setting as text, by name. */
export const storedSettings = (db: SqlConnection): Map<string, string> =>
  new Map(
    (db.prepare('SELECT name, value FROM settings').all() as { name: string; value: string }[]).map((row) => [
      row.name,
      row.value,
    ]),
  )

/**
 * What has been read from the settings table, valid while `settings_version` (bumped by triggers on every insert,
 * update or delete of a setting, from any connection) still holds `version`. Reading it costs one primary-key lookup
 * instead of parsing every setting into decimals again.
 */
interface SettingsCache {
  readonly version: number
  settings?: Settings
  siteTexts?: SiteTexts
  spreadRules?: readonly SpreadRule[]
}

const caches = new WeakMap<SqlConnection, SettingsCache>()

/**
 * `settings_version`: from the change feed while it is live (another process's write seen at its delivery), else read
 * at most once per turn (a write by another connection or process seen from the next).
 */
const settingsVersion = versionPerTurn('settings_version', 'settings')

const cacheOf = (db: SqlConnection): SettingsCache => {
  const version = settingsVersion(db)
  const known = caches.get(db)
  if (known?.version === version) return known
  const cache = { version }
  caches.set(db, cache)
  return cache
}

const parseSettings = (db: SqlConnection): Settings => {
  const stored = storedSettings(db)
  const settings: Record<string, unknown> = { ...defaultSettings }
  for (const name of settingNames) {
    const value = stored.get(name)
    // A stored value outside its bound (written before the bounds existed) reads as the default.
    const parsed = value === undefined ? undefined : readSettingValue(name, value)
    if (parsed?.ok) settings[name] = parsed.value
  }
  return Object.freeze(settings) as unknown as Settings
}

/**
 * The broker's settings: each stored row read over core's `defaultSettings` (DECISIONS §15). Parsed once per change
 * of the settings table and shared afterwards (treat it as read-only).
 */
export const readSettings = (db: SqlConnection): Settings => {
  const cache = cacheOf(db)
  cache.settings ??= parseSettings(db)
  return cache.settings
}

/** Stores one setting as text (the admin route audits the change; this only writes). Cached reads see it at once. */
export const saveSetting = (db: SqlConnection, name: string, value: string): void => {
  db.prepare(
    'INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
  ).run(name, value)
  caches.delete(db)
}

/**
 * The text a setting is stored as (issue 34): a bounded setting's value trimmed and in its plain form (core's
 * `settingText`: " 7" → "7", "-0" → "0"), any other as given. A value that does not read is left as typed: its
 * refusal comes from `settingChangeRefusal`.
 */
export const settingTextOf = (name: string, value: string): string => {
  if (!isBoundedSetting(name)) return value
  const text = settingText(name, value)
  return text.ok ? text.value : value
}

/** Texts and flags of the site that are not core rules: agreements, service link, product tabs. */
export interface SiteTexts {
  readonly tradeAgreeTitle: string
  readonly tradeAgreeText: string
  readonly companyInfo: string
  /** `/about?e=3`, the privacy agreement (the spec's "certificate text 1"). */
  readonly certImg1: string
  /** `/about?e=4`, about us (the spec's "certificate text 2"). */
  readonly certImg2: string
  /** The registration agreement (`/agree`). */
  readonly regAgreeText: string
  readonly onlineService: string | null
  readonly kcStockDisplay: boolean
  readonly stockDisplay: boolean
}

export const defaultSiteTexts: SiteTexts = {
  tradeAgreeTitle: 'Trading agreement',
  tradeAgreeText:
    'Bourse is a technical test site and offers no real trading. Prices come from a market simulator and every balance is simulated.',
  companyInfo: 'Bourse simulated brokerage. Technical test site, no real trading.',
  certImg1:
    'Bourse keeps the phone number, real name, ID number and bank details you give it only to run your simulated account. ID and bank numbers are shown masked; uploaded images are seen only by you and by staff. Nothing is sold or shared.',
  certImg2:
    'Bourse is a simulated leveraged retail brokerage, built as a technical test site: prices come from a market simulator, deposits from a sandbox payment channel, and no real trading takes place.',
  regAgreeText:
    'By registering you accept that Bourse is a technical test site. Every balance, price and trade is simulated, no real money moves and nothing here is investment advice. Keep your passwords and verification codes to yourself.',
  onlineService: null,
  kcStockDisplay: true,
  stockDisplay: true,
}

/** The site texts, each stored row over `defaultSiteTexts` (cached like `readSettings`). */
export const readSiteTexts = (db: SqlConnection): SiteTexts => {
  const cache = cacheOf(db)
  cache.siteTexts ??= parseSiteTexts(db)
  return cache.siteTexts
}

const parseSiteTexts = (db: SqlConnection): SiteTexts => {
  const stored = storedSettings(db)
  const textOf = (name: keyof SiteTexts, fallback: string) => stored.get(name) ?? fallback
  const flagOf = (name: keyof SiteTexts, fallback: boolean) => {
    const value = flag(stored.get(name)?.trim() ?? '')
    return typeof value === 'boolean' ? value : fallback
  }
  return {
    tradeAgreeTitle: textOf('tradeAgreeTitle', defaultSiteTexts.tradeAgreeTitle),
    tradeAgreeText: textOf('tradeAgreeText', defaultSiteTexts.tradeAgreeText),
    companyInfo: textOf('companyInfo', defaultSiteTexts.companyInfo),
    certImg1: textOf('certImg1', defaultSiteTexts.certImg1),
    certImg2: textOf('certImg2', defaultSiteTexts.certImg2),
    regAgreeText: textOf('regAgreeText', defaultSiteTexts.regAgreeText),
    onlineService: stored.get('onlineService') ?? defaultSiteTexts.onlineService,
    kcStockDisplay: flagOf('kcStockDisplay', defaultSiteTexts.kcStockDisplay),
    stockDisplay: flagOf('stockDisplay', defaultSiteTexts.stockDisplay),
  }
}

interface StoredRule {
  readonly kind: SpreadRule['kind']
  readonly rate: string
  readonly min?: string
  readonly max?: string
  readonly prefix?: string
  readonly code?: string
}

const ruleOf = (stored: StoredRule): SpreadRule | undefined => {
  if (!within(String(stored.rate), spreadRateBound)) return undefined
  const r = Rate.of(String(stored.rate))
  const bounds = {
    ...(stored.min === undefined ? {} : { min: Rate.of(stored.min) }),
    ...(stored.max === undefined ? {} : { max: Rate.of(stored.max) }),
  }
  switch (stored.kind) {
    case 'changePercent':
    case 'notional':
    case 'priceBand':
      return { kind: stored.kind, rate: r, ...bounds }
    case 'codePrefix':
      return stored.prefix ? { kind: 'codePrefix', prefix: stored.prefix, rate: r } : undefined
    case 'stock':
      return stored.code ? { kind: 'stock', code: stored.code, rate: r } : undefined
    default:
      return undefined
  }
}

/**
 * The spread rules (DECISIONS §3), stored as JSON under the setting `spreadRules`
 * (`[{"kind":"priceBand","max":"5","rate":"0.001"}, …]`); core's defaults when absent or unreadable.
 */
export const readSpreadRules = (db: SqlConnection): readonly SpreadRule[] => {
  const cache = cacheOf(db)
  cache.spreadRules ??= parseSpreadRules(db)
  return cache.spreadRules
}

const parseSpreadRules = (db: SqlConnection): readonly SpreadRule[] => {
  const stored = storedSettings(db).get('spreadRules')
  if (stored === undefined) return defaultSpreadRules
  try {
    const parsed = JSON.parse(stored) as StoredRule[]
    const rules = Array.isArray(parsed) ? parsed.map(ruleOf) : []
    return rules.every((rule) => rule !== undefined) ? (rules as SpreadRule[]) : defaultSpreadRules
  } catch {
    return defaultSpreadRules
  }
}

const siteFlags = ['kcStockDisplay', 'stockDisplay', 'financingDisplay']

const spreadRulesRefusal = (value: string): DomainError | undefined => {
  try {
    const parsed = JSON.parse(value) as StoredRule[]
    if (Array.isArray(parsed) && parsed.every((rule) => ruleOf(rule) !== undefined)) return undefined
  } catch {}
  return domainError('staffSettingInvalid', { name: 'spreadRules' })
}

/**
 * Why an admin may not store `value` under `name` now, or undefined when they may: an unknown name, an unreadable
 * value, a value outside its bound, or one that breaks a rule tying it to the other settings in force (DECISIONS §21).
 */
export const settingChangeRefusal = (db: SqlConnection, name: string, value: string): DomainError | undefined => {
  if (isBoundedSetting(name)) {
    const change = changeSetting(readSettings(db), name, value)
    return change.ok ? undefined : change.error
  }
  if (name === 'spreadRules') return spreadRulesRefusal(value)
  if (siteFlags.includes(name))
    return typeof flag(value.trim()) === 'boolean' ? undefined : domainError('staffSettingInvalid', { name })
  return Object.hasOwn(defaultSiteTexts, name) ? undefined : domainError('staffSettingUnknown', { name })
}
