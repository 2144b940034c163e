import type { Language } from '@bourse/core'
import { useLanguage } from '../i18n/useLabels.js'

/** UI-only labels of /contractNotes; refusals and confirmations come from core's catalogue through the server. */
const en = {
  title: 'Contract notes and statements',
  intro: 'A signed PDF for every day you traded, and a statement every month. They open with your document password.',
  none: 'No contract note yet: one is issued after each day with a trade.',
  loading: 'Loading…',
  note: 'Contract note',
  statement: 'Statement',
  download: 'Download',
  resend: 'Resend to my e-mail',
  sent: 'mailed',
  kept: 'in the app',
  sending: 'being mailed',
  settings: 'Document settings',
  email: 'E-mail address',
  emailPlaceholder: 'name@example.com',
  confirmed: 'confirmed',
  pending: 'waiting for its code: {email}',
  sendCode: 'Send code',
  code: 'Code from the e-mail',
  confirm: 'Confirm',
  password: 'Document password',
  passwordPhone: 'Now: your registered phone number',
  passwordOwn: 'Now: the password you chose',
  passwordPlaceholder: '6 to 32 characters',
  savePassword: 'Use for new documents',
  language: 'Language of documents',
}

export type DocumentLabels = typeof en

const zhCN: DocumentLabels = {
  title: '成交确认单与月结单',
  intro: '每个交易日出具一份带数字签名的 PDF，每月一份月结单，使用您的文件密码打开。',
  none: '暂无成交确认单：有成交的交易日结束后出具。',
  loading: '加载中…',
  note: '成交确认单',
  statement: '月结单',
  download: '下载',
  resend: '重新发送到我的邮箱',
  sent: '已发送',
  kept: '仅在应用中',
  sending: '发送中',
  settings: '文件设置',
  email: '邮箱地址',
  emailPlaceholder: 'name@example.com',
  confirmed: '已确认',
  pending: '等待确认码：{email}',
  sendCode: '发送确认码',
  code: '邮件中的确认码',
  confirm: '确认',
  password: '文件密码',
  passwordPhone: '当前：注册手机号',
  passwordOwn: '当前：您设置的密码',
  passwordPlaceholder: '6 至 32 个字符',
  savePassword: '用于新文件',
  language: '文件语言',
}

const zhTW: DocumentLabels = {
  title: '成交確認單與月結單',
  intro: '每個交易日出具一份帶數位簽章的 PDF，每月一份月結單，使用您的文件密碼開啟。',
  none: '暫無成交確認單：有成交的交易日結束後出具。',
  loading: '載入中…',
  note: '成交確認單',
  statement: '月結單',
  download: '下載',
  resend: '重新發送到我的郵箱',
  sent: '已發送',
  kept: '僅在應用中',
  sending: '發送中',
  settings: '文件設定',
  email: '郵箱地址',
  emailPlaceholder: 'name@example.com',
  confirmed: '已確認',
  pending: '等待確認碼：{email}',
  sendCode: '發送確認碼',
  code: '郵件中的確認碼',
  confirm: '確認',
  password: '文件密碼',
  passwordPhone: '目前：註冊手機號',
  passwordOwn: '目前：您設定的密碼',
  passwordPlaceholder: '6 至 32 個字元',
  savePassword: '用於新文件',
  language: '文件語言',
}

const tables: Readonly<Record<Language, DocumentLabels>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW }

export const useDocumentLabels = (): DocumentLabels => tables[useLanguage()]
