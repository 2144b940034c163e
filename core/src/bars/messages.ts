import type { MessageTable } from '../messages/Texts.js'

/** Texts of chart bars. */
export const barsMessages = {
  barsInvalidRow: {
    en: 'Invalid chart row: {row}',
    'zh-CN': '无效的K线数据: {row}',
    'zh-TW': '無效的K線資料: {row}',
  },
} as const satisfies MessageTable
