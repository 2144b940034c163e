import type { MessageTable } from '../messages/Texts.js'

/** Refusals and notices of good-till-triggered orders (issue 30, DECISIONS §26). */
export const gttMessages = {
  gttLimitReached: {
    en: 'You already have {max} active GTT orders: cancel one first',
    'zh-CN': '您已有 {max} 个生效中的 GTT 订单：请先取消一个',
    'zh-TW': '您已有 {max} 個生效中的 GTT 訂單：請先取消一個',
  },
  gttLegsInvalid: {
    en: 'A single GTT has one leg; an OCO has two (a target and a stop)',
    'zh-CN': '单一 GTT 有一个条件；OCO 有两个（止盈与止损）',
    'zh-TW': '單一 GTT 有一個條件；OCO 有兩個（停利與停損）',
  },
  gttPriceInvalid: {
    en: 'Trigger and limit prices must be above 0 with at most 2 decimals',
    'zh-CN': '触发价和限价须大于 0，最多两位小数',
    'zh-TW': '觸發價和限價須大於 0，最多兩位小數',
  },
  gttTriggerTooClose: {
    en: 'A trigger must be at least 0.25% away from the last price ({price})',
    'zh-CN': '触发价须与最新价（{price}）相差至少 0.25%',
    'zh-TW': '觸發價須與最新價（{price}）相差至少 0.25%',
  },
  gttLastPriceStale: {
    en: 'The price has moved to {price} since you looked: check the order and try again',
    'zh-CN': '价格已变为 {price}：请核对后重试',
    'zh-TW': '價格已變為 {price}：請核對後重試',
  },
  gttOcoSides: {
    en: 'An OCO needs one trigger above the last price and one below it',
    'zh-CN': 'OCO 需要一个高于最新价的触发价和一个低于最新价的触发价',
    'zh-TW': 'OCO 需要一個高於最新價的觸發價和一個低於最新價的觸發價',
  },
  gttUnknown: { en: 'No such GTT order', 'zh-CN': '没有该 GTT 订单', 'zh-TW': '沒有該 GTT 訂單' },
  gttNotActive: {
    en: 'This GTT order is no longer active',
    'zh-CN': '该 GTT 订单已不再生效',
    'zh-TW': '該 GTT 訂單已不再生效',
  },
  gttSaved: { en: 'GTT order saved', 'zh-CN': 'GTT 订单已保存', 'zh-TW': 'GTT 訂單已儲存' },
  gttCancelled: { en: 'GTT order cancelled', 'zh-CN': 'GTT 订单已取消', 'zh-TW': 'GTT 訂單已取消' },
  gttFiredFilled: {
    en: 'GTT: {name} ({code}) reached {trigger}; your order filled at {price}',
    'zh-CN': 'GTT：{name}（{code}）已达 {trigger}；订单已按 {price} 成交',
    'zh-TW': 'GTT：{name}（{code}）已達 {trigger}；訂單已按 {price} 成交',
  },
  gttFiredWaiting: {
    en: 'GTT: {name} ({code}) reached {trigger}; your limit order at {price} waits until the close',
    'zh-CN': 'GTT：{name}（{code}）已达 {trigger}；限价 {price} 的订单等待成交至收盘',
    'zh-TW': 'GTT：{name}（{code}）已達 {trigger}；限價 {price} 的訂單等待成交至收盤',
  },
  gttFiredRejected: {
    en: 'GTT: {name} ({code}) reached {trigger}, but the order was refused: see your GTT list for why',
    'zh-CN': 'GTT：{name}（{code}）已达 {trigger}，但订单被拒绝：原因见 GTT 列表',
    'zh-TW': 'GTT：{name}（{code}）已達 {trigger}，但訂單被拒絕：原因見 GTT 列表',
  },
} as const satisfies MessageTable
