import type { MessageTable } from '../messages/Texts.js'

/** Texts of the trading calendar. */
export const calendarMessages = {
  calendarNotCovered: {
    en: 'The trading calendar of {exchange} does not cover {date}',
    'zh-CN': '{exchange} 交易日历未覆盖 {date}',
    'zh-TW': '{exchange} 交易日曆未涵蓋 {date}',
  },
} as const satisfies MessageTable
