import type { Language } from '../messages/Language.js'

/**
 * The words the market simulator builds A-share and Hong Kong names from (DECISIONS §13), each with its English and
 * traditional forms, so every screen can show a name in the chosen language from the name of record alone.
 */
const words: Readonly<Record<string, readonly [english: string, traditional: string]>> = {
  华辰: ['Huachen', '華辰'],
  中科: ['Zhongke', '中科'],
  东岳: ['Dongyue', '東嶽'],
  长鸿: ['Changhong', '長鴻'],
  金桥: ['Jinqiao', '金橋'],
  海源: ['Haiyuan', '海源'],
  天润: ['Tianrun', '天潤'],
  新宇: ['Xinyu', '新宇'],
  恒信: ['Hengxin', '恆信'],
  安泰: ['Antai', '安泰'],
  宏达: ['Hongda', '宏達'],
  瑞丰: ['Ruifeng', '瑞豐'],
  博远: ['Boyuan', '博遠'],
  嘉禾: ['Jiahe', '嘉禾'],
  永盛: ['Yongsheng', '永盛'],
  立昌: ['Lichang', '立昌'],
  明德: ['Mingde', '明德'],
  国瑞: ['Guorui', '國瑞'],
  正元: ['Zhengyuan', '正元'],
  盛和: ['Shenghe', '盛和'],
  凯迪: ['Kaidi', '凱迪'],
  远航: ['Yuanhang', '遠航'],
  汇通: ['Huitong', '匯通'],
  星河: ['Xinghe', '星河'],
  云峰: ['Yunfeng', '雲峰'],
  南华: ['Nanhua', '南華'],
  北辰: ['Beichen', '北辰'],
  西岭: ['Xiling', '西嶺'],
  广联: ['Guanglian', '廣聯'],
  鼎盛: ['Dingsheng', '鼎盛'],
  鑫源: ['Xinyuan', '鑫源'],
  申达: ['Shenda', '申達'],
  江海: ['Jianghai', '江海'],
  泰和: ['Taihe', '泰和'],
  信达: ['Xinda', '信達'],
  同创: ['Tongchuang', '同創'],
  青松: ['Qingsong', '青松'],
  锦华: ['Jinhua', '錦華'],
  普天: ['Putian', '普天'],
  融达: ['Rongda', '融達'],
  科技: ['Technology', '科技'],
  医药: ['Pharmaceutical', '醫藥'],
  电子: ['Electronics', '電子'],
  能源: ['Energy', '能源'],
  材料: ['Materials', '材料'],
  股份: ['Corporation', '股份'],
  智能: ['Intelligent', '智能'],
  环保: ['Environmental', '環保'],
  生物: ['Biotech', '生物'],
  机械: ['Machinery', '機械'],
  化工: ['Chemical', '化工'],
  传媒: ['Media', '傳媒'],
  食品: ['Foods', '食品'],
  光电: ['Optoelectronics', '光電'],
  信息: ['Information', '信息'],
  物流: ['Logistics', '物流'],
  新材: ['New Materials', '新材'],
  精工: ['Precision', '精工'],
  汽车: ['Automotive', '汽車'],
  通信: ['Communications', '通信'],
  控股: ['Holdings', '控股'],
  集团: ['Group', '集團'],
  国际: ['International', '國際'],
  实业: ['Industrial', '實業'],
  发展: ['Development', '發展'],
}

/** The simulator's index and futures names, whole. */
const wholeNames: Readonly<Record<string, readonly [english: string, traditional: string]>> = {
  沪市综合模拟指数: ['Sim Shanghai Composite Index', '滬市綜合模擬指數'],
  深市成份模拟指数: ['Sim Shenzhen Component Index', '深市成份模擬指數'],
  创业板模拟指数: ['Sim ChiNext Index', '創業板模擬指數'],
  沪深300模拟指数: ['Sim CSI 300 Index', '滬深300模擬指數'],
  科创50模拟指数: ['Sim STAR 50 Index', '科創50模擬指數'],
  '黄金期货(模拟)': ['Gold Futures (sim)', '黃金期貨(模擬)'],
  '白银期货(模拟)': ['Silver Futures (sim)', '白銀期貨(模擬)'],
  '原油期货(模拟)': ['Crude Oil Futures (sim)', '原油期貨(模擬)'],
  '铜期货(模拟)': ['Copper Futures (sim)', '銅期貨(模擬)'],
  '沪金期货(模拟)': ['Shanghai Gold Futures (sim)', '滬金期貨(模擬)'],
  '股指期货(模拟)': ['Stock Index Futures (sim)', '股指期貨(模擬)'],
}

/** The simulator's Hong Kong and US index names, English names of record, with their simplified and traditional forms. */
const englishRecordNames: Readonly<Record<string, readonly [simplified: string, traditional: string]>> = {
  'Sim Hang Seng Index': ['恒生模拟指数', '恆生模擬指數'],
  'Sim Dow Industrials': ['道琼斯工业模拟指数', '道瓊斯工業模擬指數'],
  'Sim Nasdaq Composite': ['纳斯达克综合模拟指数', '納斯達克綜合模擬指數'],
}

/** A four-character name as two known words, or undefined. */
const twoWords = (name: string) => {
  const first = words[name.slice(0, 2)]
  const second = words[name.slice(2)]
  return name.length === 4 && first && second ? ([first, second] as const) : undefined
}

/**
 * The English form of a simulator name: whole for indexes and futures, word by word for A-share and Hong Kong names
 * ("华辰科技" → "Huachen Technology", "天润控股" → "Tianrun Holdings"); undefined for a name it does not know (US
 * names are English already).
 */
export const englishName = (name: string): string | undefined => {
  const whole = wholeNames[name]
  if (whole) return whole[0]
  const pair = twoWords(name)
  return pair ? `${pair[0][0]} ${pair[1][0]}` : undefined
}

/** The traditional-character form of a simulator name ("恒信医药" → "恆信醫藥"); undefined when it does not know it. */
export const traditionalName = (name: string): string | undefined => {
  const whole = wholeNames[name]
  if (whole) return whole[1]
  const english = englishRecordNames[name]
  if (english) return english[1]
  const pair = twoWords(name)
  return pair ? `${pair[0][1]}${pair[1][1]}` : undefined
}

/**
 * An instrument's name in `language`: in English the server's English name when it sent one, else `englishName`; in
 * traditional Chinese `traditionalName`; in simplified Chinese the name of record, or the Chinese form of the three
 * index names the simulator records in English; the name of record otherwise or when unknown.
 * Example: ('en', '恒信医药') → 'Hengxin Pharmaceutical'; ('zh-TW', '恒信医药') → '恆信醫藥';
 * ('zh-CN', 'Sim Hang Seng Index') → '恒生模拟指数'.
 */
export const instrumentNameIn = (language: Language, name: string, english?: string): string => {
  if (language === 'en') return english || englishName(name) || name
  if (language === 'zh-TW') return traditionalName(name) ?? name
  return englishRecordNames[name]?.[0] ?? name
}
