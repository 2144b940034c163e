import type { MessageTable } from '../messages/Texts.js'

/** Refusals and notices of price alerts (issue 30, DECISIONS §26). */
export const alertsMessages = {
  alertLimitReached: {
    en: 'You already have {max} alerts (disabled ones count): delete one first',
    'zh-CN': '您已有 {max} 个提醒（含已停用的）：请先删除一个',
    'zh-TW': '您已有 {max} 個提醒（含已停用的）：請先刪除一個',
  },
  alertFieldInvalid: {
    en: 'Choose what to watch: the price, the day’s change % or the volume',
    'zh-CN': '请选择提醒项目：价格、当日涨跌幅或成交量',
    'zh-TW': '請選擇提醒項目：價格、當日漲跌幅或成交量',
  },
  alertOpInvalid: {
    en: 'Choose a comparison: ≥, ≤, > or <',
    'zh-CN': '请选择比较方式：≥、≤、> 或 <',
    'zh-TW': '請選擇比較方式：≥、≤、> 或 <',
  },
  alertPriceInvalid: {
    en: 'Enter a price above 0 with at most 2 decimals',
    'zh-CN': '请输入大于 0、最多两位小数的价格',
    'zh-TW': '請輸入大於 0、最多兩位小數的價格',
  },
  alertPercentInvalid: {
    en: 'Enter a change % from -100 to 1000 with at most 2 decimals',
    'zh-CN': '请输入 -100 至 1000 之间、最多两位小数的涨跌幅',
    'zh-TW': '請輸入 -100 至 1000 之間、最多兩位小數的漲跌幅',
  },
  alertVolumeInvalid: {
    en: 'Enter the volume as a whole number of shares',
    'zh-CN': '请输入整数股数的成交量',
    'zh-TW': '請輸入整數股數的成交量',
  },
  alertValueOrOther: {
    en: 'Give either a value or another instrument to compare with, not both',
    'zh-CN': '请填写提醒值或对比的另一证券，二者选一',
    'zh-TW': '請填寫提醒值或對比的另一證券，二者選一',
  },
  alertOtherSame: {
    en: 'Compare with another instrument, not with itself',
    'zh-CN': '请与其他证券对比，而不是与自身',
    'zh-TW': '請與其他證券對比，而不是與自身',
  },
  alertUnknown: { en: 'No such alert', 'zh-CN': '没有该提醒', 'zh-TW': '沒有該提醒' },
  alertFiredNowPrice: {
    en: 'Alert: {name} ({code}) price {op} {value} — now {observed}',
    'zh-CN': '提醒：{name}（{code}）价格 {op} {value}——当前 {observed}',
    'zh-TW': '提醒：{name}（{code}）價格 {op} {value}——目前 {observed}',
  },
  alertFiredDayChangePercent: {
    en: 'Alert: {name} ({code}) day’s change {op} {value}% — now {observed}%',
    'zh-CN': '提醒：{name}（{code}）当日涨跌幅 {op} {value}%——当前 {observed}%',
    'zh-TW': '提醒：{name}（{code}）當日漲跌幅 {op} {value}%——目前 {observed}%',
  },
  alertFiredVolume: {
    en: 'Alert: {name} ({code}) volume {op} {value} — now {observed}',
    'zh-CN': '提醒：{name}（{code}）成交量 {op} {value}——当前 {observed}',
    'zh-TW': '提醒：{name}（{code}）成交量 {op} {value}——目前 {observed}',
  },
  alertDisabledByOwner: { en: 'Disabled by you', 'zh-CN': '已由您停用', 'zh-TW': '已由您停用' },
  alertsSaved: { en: 'Alert saved', 'zh-CN': '提醒已保存', 'zh-TW': '提醒已儲存' },
  alertDeleted: { en: 'Alert deleted', 'zh-CN': '提醒已删除', 'zh-TW': '提醒已刪除' },
} as const satisfies MessageTable
