import type { MessageTable } from '../messages/Texts.js'

/** Texts of the help desk (DECISIONS §22): refusals, answers and the topics' names. */
export const helpDeskMessages = {
  helpMessageRequired: { en: 'Please write your message', 'zh-CN': '请填写留言内容', 'zh-TW': '請填寫留言內容' },
  helpMessageTooLong: {
    en: 'A message may have at most {max} characters',
    'zh-CN': '留言最多 {max} 个字',
    'zh-TW': '留言最多 {max} 個字',
  },
  helpTooManyImages: {
    en: 'At most {max} images per message',
    'zh-CN': '每条留言最多 {max} 张图片',
    'zh-TW': '每則留言最多 {max} 張圖片',
  },
  helpImageTwice: {
    en: 'The same image is attached twice',
    'zh-CN': '同一张图片重复上传',
    'zh-TW': '同一張圖片重複上傳',
  },
  helpImageUnknown: {
    en: 'An attached image was not found; please upload it again',
    'zh-CN': '附带的图片不存在，请重新上传',
    'zh-TW': '附帶的圖片不存在，請重新上傳',
  },
  helpTopicUnknown: { en: 'Please choose a topic', 'zh-CN': '请选择问题类型', 'zh-TW': '請選擇問題類型' },
  helpLinkedUnknown: {
    en: 'The record you chose was not found in your account',
    'zh-CN': '您的账户中没有找到所选记录',
    'zh-TW': '您的帳戶中沒有找到所選記錄',
  },
  helpRequestNotFound: { en: 'Help request not found', 'zh-CN': '找不到该工单', 'zh-TW': '找不到該工單' },
  helpRequestClosed: {
    en: 'This request is closed; reopen it to write again',
    'zh-CN': '该工单已关闭，请重新打开后再留言',
    'zh-TW': '該工單已關閉，請重新開啟後再留言',
  },
  helpRequestAlreadyClosed: { en: 'This request is already closed', 'zh-CN': '该工单已关闭', 'zh-TW': '該工單已關閉' },
  helpRequestNotClosed: { en: 'This request is not closed', 'zh-CN': '该工单未关闭', 'zh-TW': '該工單未關閉' },
  helpReopenTooLate: {
    en: 'A request can be reopened only within {days} days of closing; please file a new one',
    'zh-CN': '工单关闭 {days} 天内才能重新打开，请提交新的工单',
    'zh-TW': '工單關閉 {days} 天內才能重新開啟，請提交新的工單',
  },
  helpRequestFiled: { en: 'Request sent', 'zh-CN': '工单已提交', 'zh-TW': '工單已提交' },
  helpMessageSent: { en: 'Message sent', 'zh-CN': '留言已发送', 'zh-TW': '留言已發送' },
  helpRequestReopened: { en: 'Request reopened', 'zh-CN': '工单已重新打开', 'zh-TW': '工單已重新開啟' },
  helpReplySent: { en: 'Reply sent', 'zh-CN': '回复已发送', 'zh-TW': '回覆已發送' },
  helpRequestClosedNow: { en: 'Request closed', 'zh-CN': '工单已关闭', 'zh-TW': '工單已關閉' },
  helpTopic_deposit: { en: 'Deposit', 'zh-CN': '充值', 'zh-TW': '充值' },
  helpTopic_withdrawal: { en: 'Withdrawal', 'zh-CN': '提现', 'zh-TW': '提現' },
  helpTopic_realName: { en: 'Real-name verification', 'zh-CN': '实名认证', 'zh-TW': '實名認證' },
  helpTopic_bankCard: { en: 'Bank card', 'zh-CN': '银行卡', 'zh-TW': '銀行卡' },
  helpTopic_trading: { en: 'Trading', 'zh-CN': '交易', 'zh-TW': '交易' },
  helpTopic_account: { en: 'Account', 'zh-CN': '账户', 'zh-TW': '帳戶' },
  helpTopic_other: { en: 'Other', 'zh-CN': '其他', 'zh-TW': '其他' },
  helpStatus_open: { en: 'Waiting for support', 'zh-CN': '待回复', 'zh-TW': '待回覆' },
  helpStatus_answered: { en: 'Answered', 'zh-CN': '已回复', 'zh-TW': '已回覆' },
  helpStatus_closed: { en: 'Closed', 'zh-CN': '已关闭', 'zh-TW': '已關閉' },
} as const satisfies MessageTable
