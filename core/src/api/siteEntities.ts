import { Schema } from 'effect'
import type { Settings } from '../settings/Settings.js'
import { formatSiteLever } from '../settings/Settings.js'
import { MoneyFromString, RateFromString } from './decimalText.js'
import { Count } from './wireAtoms.js'

const ClockText = Schema.String.pipe(Schema.pattern(/^([01]\d|2[0-3]):[0-5]\d$/))

/**
 * The broker's settings as `/api/admin/getSetting.do` sends them, with the spec's field names (DECISIONS §15).
 * Rates as exact text ("0.0003"), amounts with 2 decimals, share counts as numbers.
 */
export const SiteSettings = Schema.Struct({
  siteName: Schema.String,
  siteLever: Schema.String,
  buyMinNum: Count,
  buyMaxNum: Count,
  buyMinAmt: MoneyFromString,
  buyMaxAmtPercent: RateFromString,
  buyFee: RateFromString,
  sellFee: RateFromString,
  dutyFee: RateFromString,
  stayFee: RateFromString,
  stayMaxDays: Count,
  riseLimit: RateFromString,
  downLimit: RateFromString,
  forceStopPercent: RateFromString,
  forceStopRemindRatio: RateFromString,
  forceSellPercent: RateFromString,
  pendingOrderDays: Count,
  ipoWinRate: RateFromString,
  strongBuyFillRate: RateFromString,
  rechargeMinAmt: MoneyFromString,
  withMinAmt: MoneyFromString,
  withFeeSingle: MoneyFromString,
  withFeePercent: RateFromString,
  withTimeBegin: ClockText,
  withTimeEnd: ClockText,
  usdRate: RateFromString,
  hkdRate: RateFromString,
  /** The day the rates were taken (Bourse's addition; absent from older servers). */
  ratesDate: Schema.optionalWith(Schema.String, { exact: true }),
  indexDisplay: Schema.Boolean,
  futuresDisplay: Schema.Boolean,
  idDocument: Schema.Literal('aadhaar', 'pan', 'cn'),
})

/** The wire view of core's `Settings`: `siteLever` [10, 20, 30] becomes "10/20/30", shares become counts. */
export const siteSettingsOf = (settings: Settings): typeof SiteSettings.Type => ({
  ...settings,
  siteLever: formatSiteLever(settings.siteLever),
  buyMinNum: settings.buyMinNum.toNumber(),
  buyMaxNum: settings.buyMaxNum.toNumber(),
})

/** `/api/admin/getProductSetting.do`: which products and tabs are shown. */
export const ProductSetting = Schema.Struct({
  indexDisplay: Schema.Boolean,
  futuresDisplay: Schema.Boolean,
  kcStockDisplay: Schema.Boolean,
  stockDisplay: Schema.Boolean,
})

/** `/api/admin/getIndexSetting.do`: the index account's limits and liquidation ratio. */
export const IndexSetting = Schema.Struct({
  riseLimit: RateFromString,
  downLimit: RateFromString,
  forceSellPercent: RateFromString,
})

/** `/api/site/getInfo.do`: site name, agreements, the online-service address, the test-site notice. */
export const SiteInfo = Schema.Struct({
  siteName: Schema.String,
  siteLogoSm: Schema.NullOr(Schema.String),
  regAgree: Schema.NullOr(Schema.String),
  tradeAgree: Schema.NullOr(Schema.String),
  tradeAgreeTitle: Schema.String,
  tradeAgreeText: Schema.String,
  onlineService: Schema.NullOr(Schema.String),
  companyInfo: Schema.String,
  /** `/about?e=3`, Privacy Agreement (the spec's "certificate text 1"). */
  certImg1: Schema.String,
  /** `/about?e=4`, About Us (the spec's "certificate text 2"). */
  certImg2: Schema.String,
  /** The registration agreement page (`/agree`). */
  regAgreeText: Schema.String,
  /** `/about?e=1`, Version Update: "V1.1.2". */
  version: Schema.String,
  /** The "technical test site, no real trading" notice (DECISIONS §0). */
  notice: Schema.String,
  /** `exchange` or `demo` (DECISIONS §9); `demo` shows the "demo market" banner. */
  calendarMode: Schema.Literal('exchange', 'demo'),
  /** With demo data on, the invitation code it seeds, so /register can tell a newcomer which code to enter. */
  demoInvitationCode: Schema.optionalWith(Schema.String, { exact: true }),
})

/** `/user/getAgentUrl` data. */
export const AgentUrl = Schema.Struct({ agentUrl: Schema.String })

/** `/user/upload.do` data: where the uploaded image can be read (by its owner and staff). */
export const UploadResult = Schema.Struct({ url: Schema.String })
