import type { Language } from '@bourse/core'
import { useLanguage } from '../i18n/useLabels.js'

/** UI-only labels of the trading screens added late in issue 11 (/wanren, /stopRecovery, /qingchouDetail, /listdetail, /orderlist?index=1), in English. */
const en = {
  limitUpQueue: 'Limit-up queue',
  limitUpQueueIntro:
    'Stocks at their limit-up price right now. Each has a queue: apply, and the shares are bought at the session end if the lottery fills them.',
  limitUpQueueEmpty:
    'No stock is at its limit-up price right now, so no queue is open. Queues open as soon as a stock reaches it.',
  searchStrongBuy: 'Search the strong-buy list',
  suspendedToday: 'Suspended today',
  suspendedNote:
    'A suspended stock does not trade: orders and closes are refused until it resumes. Its price is the last one before the suspension.',
  resuming: 'Resuming',
  resumingNote:
    'This market announces no resumption dates: a stock leaves the suspended list on the day its trading resumes.',
  noneSuspended: 'No stock is suspended today.',
  suspended: 'Suspended',
  applicationNumber: 'Application',
  applicationType: 'Type',
  appliedShares: 'Shares applied for',
  amountDue: 'Amount to pay',
  appliedAt: 'Applied at',
  paymentDeadline: 'Payment deadline',
  applicationMissing: 'None of your applications has this number. Open one from your subscriptions.',
  chart: 'Chart',
  stockOrders: 'Stock orders',
  marginFinancing: 'Margin financing',
  orders: 'Orders',
  openDetail: 'Details',
}

export type TradingLabels = Readonly<Record<keyof typeof en, string>>

const zhCN: TradingLabels = {
  limitUpQueue: '涨停抢筹',
  limitUpQueueIntro: '此刻处于涨停价的股票。每只都有排队：申请后，若收盘时抽签成交，即按涨停价买入。',
  limitUpQueueEmpty: '此刻没有股票处于涨停价，因此没有开放的排队。股票一到涨停价，排队即开放。',
  searchStrongBuy: '搜索抢筹列表',
  suspendedToday: '今日停牌',
  suspendedNote: '停牌股票不交易：复牌前下单和平仓都会被拒绝。价格为停牌前的最后价格。',
  resuming: '复牌',
  resumingNote: '本市场不公布复牌日期：股票在恢复交易当天离开停牌列表。',
  noneSuspended: '今日没有停牌股票。',
  suspended: '停牌',
  applicationNumber: '申购编号',
  applicationType: '类型',
  appliedShares: '申购股数',
  amountDue: '应缴金额',
  appliedAt: '申购时间',
  paymentDeadline: '缴款截止',
  applicationMissing: '您的申购中没有这个编号。请从申购记录中打开。',
  chart: '图表',
  stockOrders: '股票订单',
  marginFinancing: '融资',
  orders: '订单',
  openDetail: '详情',
}

const zhTW: TradingLabels = {
  limitUpQueue: '漲停搶籌',
  limitUpQueueIntro: '此刻處於漲停價的股票。每隻都有排隊：申請後，若收盤時抽籤成交，即按漲停價買入。',
  limitUpQueueEmpty: '此刻沒有股票處於漲停價，因此沒有開放的排隊。股票一到漲停價，排隊即開放。',
  searchStrongBuy: '搜尋搶籌列表',
  suspendedToday: '今日停牌',
  suspendedNote: '停牌股票不交易：復牌前下單和平倉都會被拒絕。價格為停牌前的最後價格。',
  resuming: '復牌',
  resumingNote: '本市場不公佈復牌日期：股票在恢復交易當天離開停牌列表。',
  noneSuspended: '今日沒有停牌股票。',
  suspended: '停牌',
  applicationNumber: '申購編號',
  applicationType: '類型',
  appliedShares: '申購股數',
  amountDue: '應繳金額',
  appliedAt: '申購時間',
  paymentDeadline: '繳款截止',
  applicationMissing: '您的申購中沒有這個編號。請從申購記錄中打開。',
  chart: '圖表',
  stockOrders: '股票訂單',
  marginFinancing: '融資',
  orders: '訂單',
  openDetail: '詳情',
}

const tables: Readonly<Record<Language, TradingLabels>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW }

/** The late trading screens' labels in the chosen language. */
export const useTradingLabels = (): TradingLabels => tables[useLanguage()]
