import type { Language } from '@bourse/core'
import { useLanguage } from '../i18n/useLabels.js'

/** UI-only labels of the text pages (/about, agreements, announcement, welfare, placeholders), in English. */
const en = {
  loading: 'Loading…',
  openPdf: 'Open the PDF version',
  cooperationAgreement: 'Cooperation agreement',
  consent: 'I have read and agree to the cooperation agreement',
  ok: 'OK',
  cancel: 'Cancel',
  tradeAgreement: 'Trade agreement',
  startTrading: 'Go to the markets',
  announcement: 'Announcement',
  announcementMissing: 'This announcement does not exist.',
  author: 'Author',
  disclaimer:
    'This announcement is for information only and is not investment advice. {site} is a technical test site: simulated market, no real trading.',
  backHome: 'Back to home',
  welfareTitle: 'Limited-time welfare benefit',
  appliedAmount: 'Applied amount',
  appliedCode: 'Application code',
  codeHint: 'The code from your customer manager',
  confirmSubmit: 'Confirm Submit',
  applicationState: 'State of the application',
  appliedOn: 'Applied on',
  reviewedOn: 'Reviewed on',
  reason: 'Reason',
  welfareRules:
    'Up to 10,000 rupees for three months. One application per account; the account must be funded within 60 days; the bonus is released after 10 transactions or 3 lakh in funds. Offer until 12/31/25 for Indian residents.',
  preferredFund: 'Preferred Fund',
  noFunds: 'No fund is offered yet.',
  college: 'College',
  faculties: 'Faculties',
  line: 'Line {n}',
}

export type TextsPageLabels = typeof en

const zhCN: TextsPageLabels = {
  loading: '加载中…',
  openPdf: '打开 PDF 版本',
  cooperationAgreement: '合作协议',
  consent: '我已阅读并同意合作协议',
  ok: '确定',
  cancel: '取消',
  tradeAgreement: '交易协议',
  startTrading: '前往行情',
  announcement: '公告',
  announcementMissing: '该公告不存在。',
  author: '作者',
  disclaimer: '本公告仅供参考，不构成投资建议。{site} 为技术测试站点：模拟行情，不进行真实交易。',
  backHome: '返回首页',
  welfareTitle: '限时福利',
  appliedAmount: '申请金额',
  appliedCode: '申请码',
  codeHint: '客户经理提供的申请码',
  confirmSubmit: '确认提交',
  applicationState: '申请状态',
  appliedOn: '申请时间',
  reviewedOn: '审核时间',
  reason: '原因',
  welfareRules:
    '最高 10,000 卢比，为期三个月。每个账户限申请一次；账户须在 60 天内入金；完成 10 笔交易或资金达到 3 拉克后发放。优惠截至 2025 年 12 月 31 日，限印度居民。',
  preferredFund: '优选基金',
  noFunds: '暂无基金。',
  college: '学院',
  faculties: '院系',
  line: '线路 {n}',
}

const zhTW: TextsPageLabels = {
  loading: '載入中…',
  openPdf: '打開 PDF 版本',
  cooperationAgreement: '合作協議',
  consent: '我已閱讀並同意合作協議',
  ok: '確定',
  cancel: '取消',
  tradeAgreement: '交易協議',
  startTrading: '前往行情',
  announcement: '公告',
  announcementMissing: '該公告不存在。',
  author: '作者',
  disclaimer: '本公告僅供參考，不構成投資建議。{site} 為技術測試站點：模擬行情，不進行真實交易。',
  backHome: '返回首頁',
  welfareTitle: '限時福利',
  appliedAmount: '申請金額',
  appliedCode: '申請碼',
  codeHint: '客戶經理提供的申請碼',
  confirmSubmit: '確認提交',
  applicationState: '申請狀態',
  appliedOn: '申請時間',
  reviewedOn: '審核時間',
  reason: '原因',
  welfareRules:
    '最高 10,000 盧比，為期三個月。每個賬戶限申請一次；賬戶須在 60 天內入金；完成 10 筆交易或資金達到 3 拉克後發放。優惠截至 2025 年 12 月 31 日，限印度居民。',
  preferredFund: '優選基金',
  noFunds: '暫無基金。',
  college: '學院',
  faculties: '院系',
  line: '線路 {n}',
}

const tables: Readonly<Record<Language, TextsPageLabels>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW }

/** The text pages' labels in the chosen language. */
export const useTextsLabels = (): TextsPageLabels => tables[useLanguage()]

/** Fills `{name}` placeholders: fillIn('Line {n}', {n: '1'}) is "Line 1". */
export const fillIn = (label: string, params: Readonly<Record<string, string>>): string =>
  label.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
