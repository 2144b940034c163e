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
    en: 'This page has nothing to offer yet. Questions about your simulated account go to Online service (the ☎ at the top of every page).',
    'zh-CN': '此页面暂无内容。关于您的模拟账户，请通过在线客服（每页顶部的 ☎）咨询。',
    'zh-TW': '此頁面暫無內容。關於您的模擬賬戶，請透過線上客服（每頁頂部的 ☎）諮詢。',
  },
  textsSimulatedNote: {
    en: 'Bourse is a simulated brokerage, built as a technical test site: prices come from a market simulator, deposits from a sandbox payment channel, and no real money or real trading is involved.',
    'zh-CN':
      'Bourse 是一家模拟券商，作为技术测试站点搭建：行情来自市场模拟器，入金来自沙盒支付通道，不涉及真实资金，也不进行真实交易。',
    'zh-TW':
      'Bourse 是一家模擬券商，作為技術測試站點搭建：行情來自市場模擬器，入金來自沙盒支付通道，不涉及真實資金，也不進行真實交易。',
  },
  textsWelfareNone: { en: 'Not applied', 'zh-CN': '未申请', 'zh-TW': '未申請' },
  textsWelfarePending: { en: 'Under review', 'zh-CN': '审核中', 'zh-TW': '審核中' },
  textsWelfareApproved: { en: 'Approved, credited', 'zh-CN': '已通过，已到账', 'zh-TW': '已通過，已到賬' },
  textsWelfareRejected: { en: 'Rejected', 'zh-CN': '已驳回', 'zh-TW': '已駁回' },
} as const satisfies Readonly<Record<string, Texts>>

export type TextsLabelKey = keyof typeof textsLabels

/** A label in the interface language: textsLabel('textsAboutUs', 'zh-CN') is "关于我们". */
export const textsLabel = (key: TextsLabelKey, language: Language): string => textsLabels[key][language]
