import type { Language } from '../messages/Language.js'
import type { Texts } from '../messages/Texts.js'

/**
 * Titles and state labels of the text pages (/about, the welfare benefit). Kept out of the catalogue, which the web
 * app's first route loads, so only the screens that show them carry them.
 */
export const textsLabels = {
  textsVersionUpdate: { en: 'Version Update', 'zh-CN': '版本更新', 'zh-TW': '版本更新' },
  textsUserAgreement: { en: 'User Agreement', 'zh-CN': '用户协议', 'zh-TW': '用戶協議' },
  textsPrivacyAgreement: { en: 'Privacy Agreement', 'zh-CN': '隐私协议', 'zh-TW': '隱私協議' },
  textsAboutUs: { en: 'About Us', 'zh-CN': '关于我们', 'zh-TW': '關於我們' },
  textsTradingRules: { en: 'Trading Rules', 'zh-CN': '交易规则', 'zh-TW': '交易規則' },
  textsNotYetOpen: { en: 'Not yet open', 'zh-CN': '暂未开放', 'zh-TW': '暫未開放' },
  textsNotYetOpenBody: {
    en: 'Not yet open. Please contact your customer manager.',
    'zh-CN': '暂未开放，请联系您的客户经理。',
    'zh-TW': '暫未開放，請聯繫您的客戶經理。',
  },
  textsWelfareNone: { en: 'Not applied', 'zh-CN': '未申请', 'zh-TW': '未申請' },
  textsWelfarePending: { en: 'Under review', 'zh-CN': '审核中', 'zh-TW': '審核中' },
  textsWelfareApproved: { en: 'Approved, credited', 'zh-CN': '已通过，已到账', 'zh-TW': '已通過，已到賬' },
  textsWelfareRejected: { en: 'Rejected', 'zh-CN': '已驳回', 'zh-TW': '已駁回' },
} as const satisfies Readonly<Record<string, Texts>>

export type TextsLabelKey = keyof typeof textsLabels

/** A label in the interface language: textsLabel('textsAboutUs', 'zh-CN') is "关于我们". */
export const textsLabel = (key: TextsLabelKey, language: Language): string => textsLabels[key][language]
