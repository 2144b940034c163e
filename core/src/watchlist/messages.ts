import type { MessageTable } from '../messages/Texts.js'

/** Texts of the watchlist (favourites), in plain English (issue 23 reworded the spec's). */
export const watchlistMessages = {
  watchlistAdded: {
    en: 'Added to favourites',
    'zh-CN': '添加自选成功',
    'zh-TW': '添加自選成功',
  },
  watchlistRemoved: {
    en: 'Removed from favourites',
    'zh-CN': '删除自选成功',
    'zh-TW': '刪除自選成功',
  },
  watchlistIndexRefused: {
    en: 'The index does not support Favorites!',
    'zh-CN': '指数不支持加入自选！',
    'zh-TW': '指數不支持加入自選！',
  },
  watchlistFuturesRefused: {
    en: 'Futures do not support Favorites!',
    'zh-CN': '期货不支持加入自选！',
    'zh-TW': '期貨不支持加入自選！',
  },
  watchlistAlreadyAdded: {
    en: 'This stock is already in your favorites',
    'zh-CN': '该股票已在自选中',
    'zh-TW': '該股票已在自選中',
  },
  watchlistNotAdded: {
    en: 'This stock is not in your favorites',
    'zh-CN': '该股票不在自选中',
    'zh-TW': '該股票不在自選中',
  },
} as const satisfies MessageTable
