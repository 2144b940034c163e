import { Api, spreadRate } from '@bourse/core'
import { readSettings, readSiteTexts, readSpreadRules } from '../../settings/settingsRepository.js'
import { demoInvitationCode } from '../../users/seedDemoUsers.js'
import type { RouteModule } from '../AppContext.js'
import { success } from '../envelope.js'
import { endpointRoute } from './publicEndpoint.js'

const rate = (value: { toFixed(): string }): string => value.toFixed()
const money = (value: { toFixed(decimals: number): string }): string => value.toFixed(2)

/** The "technical test site, no real trading" notice (DECISIONS §0). */
const notice = 'Technical test site: simulated market, no real trading.'

/** The version `/about?e=1` shows (spec 001 §9). */
const appVersion = 'V1.1.2'

/**
 * Public settings and site calls (account spec §7, DECISIONS §3, §15): the broker's settings, index settings,
 * product tabs, site info and the spread-rate lookup. All read the `settings` table over core's defaults.
 */
export const siteRoutes: RouteModule = (app, context) => {
  endpointRoute(app, '/api/admin/getSetting.do', () => {
    const settings = Api.siteSettingsOf(readSettings(context.db))
    return success({
      ...settings,
      buyMinAmt: money(settings.buyMinAmt),
      buyMaxAmtPercent: rate(settings.buyMaxAmtPercent),
      buyFee: rate(settings.buyFee),
      sellFee: rate(settings.sellFee),
      dutyFee: rate(settings.dutyFee),
      stayFee: rate(settings.stayFee),
      riseLimit: rate(settings.riseLimit),
      downLimit: rate(settings.downLimit),
      forceStopPercent: rate(settings.forceStopPercent),
      forceStopRemindRatio: rate(settings.forceStopRemindRatio),
      forceSellPercent: rate(settings.forceSellPercent),
      ipoWinRate: rate(settings.ipoWinRate),
      strongBuyFillRate: rate(settings.strongBuyFillRate),
      rechargeMinAmt: money(settings.rechargeMinAmt),
      withMinAmt: money(settings.withMinAmt),
      withFeeSingle: money(settings.withFeeSingle),
      withFeePercent: rate(settings.withFeePercent),
      usdRate: rate(settings.usdRate),
      hkdRate: rate(settings.hkdRate),
    })
  })

  endpointRoute(app, '/api/admin/getIndexSetting.do', () => {
    const settings = readSettings(context.db)
    return success({
      riseLimit: rate(settings.riseLimit),
      downLimit: rate(settings.downLimit),
      forceSellPercent: rate(settings.forceSellPercent),
    })
  })

  endpointRoute(app, '/api/admin/getProductSetting.do', () => {
    const settings = readSettings(context.db)
    const texts = readSiteTexts(context.db)
    return success({
      indexDisplay: settings.indexDisplay,
      futuresDisplay: settings.futuresDisplay,
      kcStockDisplay: texts.kcStockDisplay,
      stockDisplay: texts.stockDisplay,
    })
  })

  endpointRoute(app, '/api/site/getInfo.do', () => {
    const texts = readSiteTexts(context.db)
    return success({
      siteName: readSettings(context.db).siteName,
      siteLogoSm: null,
      regAgree: null,
      tradeAgree: null,
      tradeAgreeTitle: texts.tradeAgreeTitle,
      tradeAgreeText: texts.tradeAgreeText,
      onlineService: texts.onlineService,
      companyInfo: texts.companyInfo,
      certImg1: texts.certImg1,
      certImg2: texts.certImg2,
      regAgreeText: texts.regAgreeText,
      version: appVersion,
      notice,
      calendarMode: context.config.calendar,
      ...(context.config.demo ? { demoInvitationCode } : {}),
    })
  })

  endpointRoute(app, '/api/user/findSpreadRateOne.do', (payload) => {
    const found = spreadRate(readSpreadRules(context.db), {
      changePercent: payload.applies,
      notional: payload.turnover,
      price: payload.unitprice,
      code: payload.code.replace(/^(sh|sz|bj|hk|us)(?=\d)/i, ''),
    })
    return success({ spreadRate: rate(found) })
  })
}
