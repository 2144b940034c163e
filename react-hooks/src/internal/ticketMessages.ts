import type { Language } from '@bourse/core'

/**
 * The order form's own refusals (spec 000 §5), which core's catalogue does not hold yet. They check the form,
 * not the order: the server runs core's nine order checks. To move into `core/src/orders/messages.ts`.
 */
const texts = {
  agreementRequired: { en: 'Agreements can be traded!', 'zh-CN': '请先同意协议！', 'zh-TW': '請先同意協議！' },
  handsRequired: { en: 'Select number of hands', 'zh-CN': '请选择手数', 'zh-TW': '請選擇手數' },
  directionRequired: {
    en: 'Please choose the direction to buy or sell',
    'zh-CN': '请选择买涨或买跌',
    'zh-TW': '請選擇買漲或買跌',
  },
} as const

export type TicketMessageKey = keyof typeof texts

export const ticketText = (key: TicketMessageKey, language: Language): string => texts[key][language]
