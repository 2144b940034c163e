import type { MessageTable } from '../messages/Texts.js'

/** Labels of contract-note lines. */
export const feesMessages = {
  noteBuyFee: { en: 'Brokerage (buy)', 'zh-CN': '买入手续费', 'zh-TW': '買入手續費' },
  noteStampDuty: { en: 'Stamp duty', 'zh-CN': '印花税', 'zh-TW': '印花稅' },
  noteSpread: { en: 'Spread', 'zh-CN': '点差费', 'zh-TW': '點差費' },
  noteSellFee: { en: 'Brokerage (sell)', 'zh-CN': '卖出手续费', 'zh-TW': '賣出手續費' },
  noteStayFee: { en: 'Overnight fee ({days} days)', 'zh-CN': '留仓费（{days} 天）', 'zh-TW': '留倉費（{days} 天）' },
  noteTotal: { en: 'Total charges', 'zh-CN': '费用合计', 'zh-TW': '費用合計' },
} as const satisfies MessageTable
