import type { Language } from '@bourse/core'

/** A seeded sample text in simplified and traditional Chinese, keyed by its English form. */
type Chinese = readonly [simplified: string, traditional: string]

const titles: Readonly<Record<string, Chinese>> = {
  'Simulated A-share market closes mixed as technology names rebound': [
    '模拟 A 股收盘涨跌互现，科技股反弹',
    '模擬 A 股收盤漲跌互現，科技股反彈',
  ],
  'Sample report: STAR board turnover rises for a third session': [
    '示例报道：科创板成交额连续第三个交易日上升',
    '示例報道：科創板成交額連續第三個交易日上升',
  ],
  'Simulated gold futures edge higher on a quiet day': [
    '模拟黄金期货在清淡交易中小幅走高',
    '模擬黃金期貨在清淡交易中小幅走高',
  ],
  'Sample note: how price limits work on the main, STAR and Beijing boards': [
    '示例说明：主板、科创板和北交所的涨跌停规则',
    '示例說明：主板、科創板和北交所的漲跌停規則',
  ],
  'Simulated Hong Kong index ends the week higher': ['模拟香港指数本周收高', '模擬香港指數本週收高'],
  'Sample explainer: what leverage does to a margin call': [
    '示例解读：杠杆如何影响追加保证金',
    '示例解讀：槓桿如何影響追加保證金',
  ],
  'Simulated US tech stocks lead a broad advance': ['模拟美国科技股领涨大市', '模擬美國科技股領漲大市'],
  'Sample note: reading a candlestick chart': ['示例说明：如何看 K 线图', '示例說明：如何看 K 線圖'],
  'Sample economy brief: simulated factory activity steadies': [
    '示例经济简报：模拟工厂活动趋稳',
    '示例經濟簡報：模擬工廠活動趨穩',
  ],
  'Sample economy brief: simulated consumer prices in line': [
    '示例经济简报：模拟消费者物价符合预期',
    '示例經濟簡報：模擬消費者物價符合預期',
  ],
  'Sample economy brief: simulated trade balance widens': [
    '示例经济简报：模拟贸易差额扩大',
    '示例經濟簡報：模擬貿易差額擴大',
  ],
  'Sample economy brief: simulated rupee holds its range': [
    '示例经济简报：模拟卢比维持区间波动',
    '示例經濟簡報：模擬盧比維持區間波動',
  ],
  'Sample economy brief: simulated bond yields ease': [
    '示例经济简报：模拟债券收益率回落',
    '示例經濟簡報：模擬債券收益率回落',
  ],
  'Sample economy brief: simulated retail sales pick up': [
    '示例经济简报：模拟零售销售回升',
    '示例經濟簡報：模擬零售銷售回升',
  ],
  'Sample flash: simulated index opens 0.3% higher': ['示例快讯：模拟指数高开 0.3%', '示例快訊：模擬指數高開 0.3%'],
  'Sample flash: simulated oil futures slip in early trade': [
    '示例快讯：模拟原油期货早盘走低',
    '示例快訊：模擬原油期貨早盤走低',
  ],
  'Sample flash: simulated ChiNext index turns positive': [
    '示例快讯：模拟创业板指数翻红',
    '示例快訊：模擬創業板指數翻紅',
  ],
  'Sample flash: simulated gold touches a one-week high': [
    '示例快讯：模拟黄金触及一周高点',
    '示例快訊：模擬黃金觸及一週高點',
  ],
  'Sample flash: simulated Hang Seng pares early gains': [
    '示例快讯：模拟恒生指数回吐早盘涨幅',
    '示例快訊：模擬恆生指數回吐早盤漲幅',
  ],
  'Sample flash: simulated Nasdaq futures steady': ['示例快讯：模拟纳斯达克期货企稳', '示例快訊：模擬納斯達克期貨企穩'],
  'Sample flash: simulated turnover passes yesterday’s level by noon': [
    '示例快讯：模拟成交额午间已超昨日全天',
    '示例快訊：模擬成交額午間已超昨日全天',
  ],
  'Sample flash: simulated market closes; day-end charges run': [
    '示例快讯：模拟市场收盘，日终费用结算',
    '示例快訊：模擬市場收盤，日終費用結算',
  ],
  'Sample announcement: welcome to Bourse': ['示例公告：欢迎来到 Bourse', '示例公告：歡迎來到 Bourse'],
  'Sample announcement: trading hours': ['示例公告：交易时间', '示例公告：交易時間'],
  'Sample announcement: charges explained': ['示例公告：费用说明', '示例公告：費用說明'],
  'Sample announcement: the demo market': ['示例公告：演示行情', '示例公告：演示行情'],
  'Bourse is a technical test site with a simulated market.': [
    'Bourse 是一个使用模拟行情的技术测试站点。',
    'Bourse 是一個使用模擬行情的技術測試站點。',
  ],
  'A-shares trade 09:30–11:30 and 13:00–15:00 Shanghai time.': [
    'A 股交易时间为上海时间 09:30–11:30 和 13:00–15:00。',
    'A 股交易時間為上海時間 09:30–11:30 和 13:00–15:00。',
  ],
  'Buy fee, stamp duty, spread and overnight fees, with examples.': [
    '买入手续费、印花税、点差和隔夜费，附示例。',
    '買入手續費、印花稅、點差和隔夜費，附示例。',
  ],
  'In demo mode the simulated market is open at every hour.': [
    '演示模式下，模拟市场全天开放。',
    '演示模式下，模擬市場全天開放。',
  ],
}

/** The disclaimer every seeded item ends with. */
export const sampleDisclaimer: Readonly<Record<Language, string>> = {
  en: 'This is a sample article generated for the Bourse technical test site. It describes a simulated market; no real trading takes place and nothing here is investment advice.',
  'zh-CN': '这是为 Bourse 技术测试站点生成的示例文章，描述的是模拟市场；不进行真实交易，本文不构成任何投资建议。',
  'zh-TW': '這是為 Bourse 技術測試站點生成的示例文章，描述的是模擬市場；不進行真實交易，本文不構成任何投資建議。',
}

const samplePrefix: Readonly<Record<Language, string>> = { en: '[Sample] ', 'zh-CN': '[示例] ', 'zh-TW': '[示例] ' }

/** A seeded English text in `language`; itself when English or not one of the seeded texts. */
export const sampleTextIn = (text: string, language: Language): string => {
  const chinese = titles[text]
  if (language === 'en' || chinese === undefined) return text
  return language === 'zh-CN' ? chinese[0] : chinese[1]
}

/** A seeded title ("[Sample] …") in `language`. */
export const sampleTitleIn = (title: string, language: Language): string => {
  const english = title.startsWith(samplePrefix.en) ? title.slice(samplePrefix.en.length) : title
  return `${samplePrefix[language]}${sampleTextIn(english, language)}`
}

/**
 * A seeded item's body in `language`: its first paragraph (the topic or the summary, with or without a full stop)
 * translated, then the disclaimer; an item that is not as seeded (edited by staff) stays as it is.
 */
export const sampleContentIn = (content: string, language: Language): string => {
  const [lead = '', ...rest] = content.split('\n\n')
  if (language === 'en' || rest.join('\n\n') !== sampleDisclaimer.en) return content
  const bare = lead.endsWith('.') && titles[lead] === undefined ? lead.slice(0, -1) : lead
  const translated = sampleTextIn(bare, language)
  if (translated === bare) return content
  return `${translated}${translated.endsWith('。') ? '' : '。'}\n\n${sampleDisclaimer[language]}`
}
