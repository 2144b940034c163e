import type { MessageTable } from '../messages/Texts.js'

/** Texts of the welfare benefit's application and review (the refusals of its rule are in `funds/messages.ts`). */
export const welfareMessages = {
  welfareApplied: {
    en: 'The application is successful, please wait for review',
    'zh-CN': '申请成功，请等待审核',
    'zh-TW': '申請成功，請等待審核',
  },
  welfareNotApplied: {
    en: 'This account has no welfare application',
    'zh-CN': '该账户没有福利申请',
    'zh-TW': '該賬戶沒有福利申請',
  },
  welfareApproved: {
    en: 'The welfare application was approved and the bonus credited',
    'zh-CN': '福利申请已通过，奖励金已入账',
    'zh-TW': '福利申請已通過，獎勵金已入賬',
  },
  welfareRejected: {
    en: 'The welfare application was rejected',
    'zh-CN': '福利申请已驳回',
    'zh-TW': '福利申請已駁回',
  },
  welfareBonusReason: {
    en: 'Welfare benefit (code {code})',
    'zh-CN': '福利金（申请码 {code}）',
    'zh-TW': '福利金（申請碼 {code}）',
  },
  welfareRejectedNotice: {
    en: 'Your welfare application was rejected: {reason}',
    'zh-CN': '您的福利申请已被驳回：{reason}',
    'zh-TW': '您的福利申請已被駁回：{reason}',
  },
  welfareApprovedNotice: {
    en: 'Your welfare application was approved: {amount} has been credited to your stock account',
    'zh-CN': '您的福利申请已通过：{amount} 已存入您的股票账户',
    'zh-TW': '您的福利申請已通過：{amount} 已存入您的股票賬戶',
  },
  contentPublished: { en: 'Published', 'zh-CN': '已发布', 'zh-TW': '已發布' },
} as const satisfies MessageTable
