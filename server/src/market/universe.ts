import { type Exchange, exchangeOf, Limits, type Market } from '@bourse/core'
import type { ContractTerms, Instrument } from './Instrument.js'
import { type SeededDraws, seededDraws } from './seededDraws.js'

/**
 * A word with its pinyin initials, so the stock's `spell` can be searched ("华辰科技" → "HCKJ"), and its English
 * form for English mode ("Huachen Technology"). The English form takes no draw: ids, codes and names stay the same.
 */
type Word = readonly [text: string, initials: string, english: string]

const prefixes: readonly Word[] = [
  ['华辰', 'HC', 'Huachen'],
  ['中科', 'ZK', 'Zhongke'],
  ['东岳', 'DY', 'Dongyue'],
  ['长鸿', 'CH', 'Changhong'],
  ['金桥', 'JQ', 'Jinqiao'],
  ['海源', 'HY', 'Haiyuan'],
  ['天润', 'TR', 'Tianrun'],
  ['新宇', 'XY', 'Xinyu'],
  ['恒信', 'HX', 'Hengxin'],
  ['安泰', 'AT', 'Antai'],
  ['宏达', 'HD', 'Hongda'],
  ['瑞丰', 'RF', 'Ruifeng'],
  ['博远', 'BY', 'Boyuan'],
  ['嘉禾', 'JH', 'Jiahe'],
  ['永盛', 'YS', 'Yongsheng'],
  ['立昌', 'LC', 'Lichang'],
  ['明德', 'MD', 'Mingde'],
  ['国瑞', 'GR', 'Guorui'],
  ['正元', 'ZY', 'Zhengyuan'],
  ['盛和', 'SH', 'Shenghe'],
  ['凯迪', 'KD', 'Kaidi'],
  ['远航', 'YH', 'Yuanhang'],
  ['汇通', 'HT', 'Huitong'],
  ['星河', 'XH', 'Xinghe'],
  ['云峰', 'YF', 'Yunfeng'],
  ['南华', 'NH', 'Nanhua'],
  ['北辰', 'BC', 'Beichen'],
  ['西岭', 'XL', 'Xiling'],
  ['广联', 'GL', 'Guanglian'],
  ['鼎盛', 'DS', 'Dingsheng'],
  ['鑫源', 'XY', 'Xinyuan'],
  ['申达', 'SD', 'Shenda'],
  ['江海', 'JH', 'Jianghai'],
  ['泰和', 'TH', 'Taihe'],
  ['信达', 'XD', 'Xinda'],
  ['同创', 'TC', 'Tongchuang'],
  ['青松', 'QS', 'Qingsong'],
  ['锦华', 'JH', 'Jinhua'],
  ['普天', 'PT', 'Putian'],
  ['融达', 'RD', 'Rongda'],
]
const industries: readonly Word[] = [
  ['科技', 'KJ', 'Technology'],
  ['医药', 'YY', 'Pharmaceutical'],
  ['电子', 'DZ', 'Electronics'],
  ['能源', 'NY', 'Energy'],
  ['材料', 'CL', 'Materials'],
  ['股份', 'GF', 'Corporation'],
  ['智能', 'ZN', 'Intelligent'],
  ['环保', 'HB', 'Environmental'],
  ['生物', 'SW', 'Biotech'],
  ['机械', 'JX', 'Machinery'],
  ['化工', 'HG', 'Chemical'],
  ['传媒', 'CM', 'Media'],
  ['食品', 'SP', 'Foods'],
  ['光电', 'GD', 'Optoelectronics'],
  ['信息', 'XX', 'Information'],
  ['物流', 'WL', 'Logistics'],
  ['新材', 'XC', 'New Materials'],
  ['精工', 'JG', 'Precision'],
  ['汽车', 'QC', 'Automotive'],
  ['通信', 'TX', 'Communications'],
]
const hkSuffixes: readonly Word[] = [
  ['控股', 'KG', 'Holdings'],
  ['集团', 'JT', 'Group'],
  ['国际', 'GJ', 'International'],
  ['实业', 'SY', 'Industrial'],
  ['发展', 'FZ', 'Development'],
]
const usFirst = [
  'Northwind',
  'Bluepeak',
  'Silverline',
  'Ironbridge',
  'Clearwater',
  'Redwood',
  'Brightpath',
  'Stonegate',
  'Harborview',
  'Summitcrest',
  'Goldfield',
  'Lakeshore',
  'Skyhaven',
  'Oakridge',
  'Pinecrest',
  'Riverbend',
  'Starling',
  'Westbrook',
  'Granite',
  'Evergreen',
] as const
const usSecond = [
  'Dynamics',
  'Labs',
  'Systems',
  'Holdings',
  'Therapeutics',
  'Networks',
  'Energy',
  'Robotics',
  'Foods',
  'Motors',
] as const

/** A-share code ranges: about 300 stocks over every board (DECISIONS §13). */
const aShareRanges: readonly { market: Market; prefix: string; count: number }[] = [
  { market: 'sh', prefix: '600', count: 60 },
  { market: 'sh', prefix: '601', count: 40 },
  { market: 'sh', prefix: '603', count: 40 },
  { market: 'sh', prefix: '688', count: 40 },
  { market: 'sz', prefix: '000', count: 40 },
  { market: 'sz', prefix: '002', count: 40 },
  { market: 'sz', prefix: '300', count: 30 },
  { market: 'bj', prefix: '83', count: 6 },
  { market: 'bj', prefix: '43', count: 4 },
]

interface IndexDef {
  readonly code: string
  readonly market: Market
  readonly name: string
  readonly nameEn: string
  readonly spell: string
  readonly points: number
  readonly eachPoint: string
}
const indexDefs: readonly IndexDef[] = [
  {
    code: '000001',
    market: 'sh',
    name: '沪市综合模拟指数',
    nameEn: 'Sim Shanghai Composite Index',
    spell: 'HSZHMNZS',
    points: 3100,
    eachPoint: '1.00',
  },
  {
    code: '399001',
    market: 'sz',
    name: '深市成份模拟指数',
    nameEn: 'Sim Shenzhen Component Index',
    spell: 'SSCFMNZS',
    points: 10200,
    eachPoint: '0.50',
  },
  {
    code: '399006',
    market: 'sz',
    name: '创业板模拟指数',
    nameEn: 'Sim ChiNext Index',
    spell: 'CYBMNZS',
    points: 2100,
    eachPoint: '1.00',
  },
  {
    code: '000300',
    market: 'sh',
    name: '沪深300模拟指数',
    nameEn: 'Sim CSI 300 Index',
    spell: 'HS300MNZS',
    points: 3800,
    eachPoint: '1.00',
  },
  {
    code: '000688',
    market: 'sh',
    name: '科创50模拟指数',
    nameEn: 'Sim STAR 50 Index',
    spell: 'KC50MNZS',
    points: 1000,
    eachPoint: '2.00',
  },
  {
    code: 'HSI',
    market: 'hk',
    name: 'Sim Hang Seng Index',
    nameEn: 'Sim Hang Seng Index',
    spell: 'HSI',
    points: 19500,
    eachPoint: '0.50',
  },
  {
    code: 'DJI',
    market: 'us',
    name: 'Sim Dow Industrials',
    nameEn: 'Sim Dow Industrials',
    spell: 'DJI',
    points: 42000,
    eachPoint: '0.20',
  },
  {
    code: 'IXIC',
    market: 'us',
    name: 'Sim Nasdaq Composite',
    nameEn: 'Sim Nasdaq Composite',
    spell: 'IXIC',
    points: 17500,
    eachPoint: '0.50',
  },
]

interface FuturesDef {
  readonly code: string
  readonly market: Market
  readonly name: string
  readonly nameEn: string
  readonly spell: string
  readonly cents: number
  readonly eachPoint: string
  readonly depositAmt: string
}
const futuresDefs: readonly FuturesDef[] = [
  {
    code: 'GC',
    market: 'us',
    name: '黄金期货(模拟)',
    nameEn: 'Gold Futures (sim)',
    spell: 'HJQH',
    cents: 240_000,
    eachPoint: '10.00',
    depositAmt: '20000.00',
  },
  {
    code: 'SI',
    market: 'us',
    name: '白银期货(模拟)',
    nameEn: 'Silver Futures (sim)',
    spell: 'BYQH',
    cents: 3_000,
    eachPoint: '500.00',
    depositAmt: '12000.00',
  },
  {
    code: 'CL',
    market: 'us',
    name: '原油期货(模拟)',
    nameEn: 'Crude Oil Futures (sim)',
    spell: 'YYQH',
    cents: 7_500,
    eachPoint: '100.00',
    depositAmt: '15000.00',
  },
  {
    code: 'HG',
    market: 'us',
    name: '铜期货(模拟)',
    nameEn: 'Copper Futures (sim)',
    spell: 'TQH',
    cents: 420,
    eachPoint: '2500.00',
    depositAmt: '10000.00',
  },
  {
    code: 'AU',
    market: 'sh',
    name: '沪金期货(模拟)',
    nameEn: 'Shanghai Gold Futures (sim)',
    spell: 'HJQH',
    cents: 56_000,
    eachPoint: '10.00',
    depositAmt: '18000.00',
  },
  {
    code: 'IF',
    market: 'sh',
    name: '股指期货(模拟)',
    nameEn: 'Stock Index Futures (sim)',
    spell: 'GZQH',
    cents: 380_000,
    eachPoint: '3.00',
    depositAmt: '30000.00',
  },
]

/** A price between `low` and `high` cents, log-uniform so cheap and dear stocks both appear. */
const logUniformCents = (draws: SeededDraws, low: number, high: number): number =>
  Math.round(Math.exp(Math.log(low) + draws.unit() * (Math.log(high) - Math.log(low))))

/** Drift and volatility of a stock: −0.03 % … +0.05 % a day, volatility 1.5 % … 4 %. */
const stockWalk = (draws: SeededDraws) => ({
  drift: -0.0003 + draws.unit() * 0.0008,
  volatility: 0.015 + draws.unit() * 0.025,
})

const uniqueName = (used: Set<string>, make: () => Word): Word => {
  for (;;) {
    const word = make()
    if (!used.has(word[0])) {
      used.add(word[0])
      return word
    }
  }
}

const uniqueCode = (draws: SeededDraws, used: Set<string>, prefix: string, digits: number): string => {
  for (;;) {
    const code = prefix + String(draws.below(10 ** digits)).padStart(digits, '0')
    if (!used.has(code) && Number(code) !== 0) {
      used.add(code)
      return code
    }
  }
}

const join = (...words: Word[]): Word => [
  words.map((w) => w[0]).join(''),
  words.map((w) => w[1]).join(''),
  words.map((w) => w[2]).join(' '),
]

const contractTerms = (depositAmt: string): ContractTerms => ({
  transState: 1,
  depositAmt,
  eachPoint: '1.00',
  minNum: 1,
  maxNum: 100,
  transFee: '10.00',
  listShow: 1,
})

type Draft = Omit<Instrument, 'id'>

const aShares = (draws: SeededDraws, names: Set<string>, codes: Set<string>): Draft[] =>
  aShareRanges.flatMap(({ market, prefix, count }) =>
    Array.from({ length: count }, (): Draft => {
      const code = uniqueCode(draws, codes, prefix, 6 - prefix.length)
      const [name, spell] = uniqueName(names, () => join(draws.pick(prefixes), draws.pick(industries)))
      return {
        code,
        kind: 'stock',
        market,
        exchange: 'cn',
        name,
        spell,
        board: Limits.boardOf(market, code),
        basePrice: logUniformCents(draws, 250, 8_000),
        ...stockWalk(draws),
        suspended: false,
        contract: undefined,
      }
    }),
  )

const hkStocks = (draws: SeededDraws, names: Set<string>, codes: Set<string>): Draft[] =>
  Array.from({ length: 50 }, (): Draft => {
    const code = uniqueCode(draws, codes, '0', 4)
    const [name, spell] = uniqueName(names, () => join(draws.pick(prefixes), draws.pick(hkSuffixes)))
    return {
      code,
      kind: 'stock',
      market: 'hk',
      exchange: 'hk',
      name,
      spell,
      board: 'hk',
      basePrice: logUniformCents(draws, 100, 40_000),
      ...stockWalk(draws),
      suspended: false,
      contract: undefined,
    }
  })

const tickerOf = (first: string, second: string, codes: Set<string>): string => {
  const letters = `${first}${second}`.toUpperCase().replace(/[^A-Z]/g, '')
  for (const candidate of [
    `${first.slice(0, 2)}${second.slice(0, 2)}`.toUpperCase(),
    `${first.slice(0, 3)}${second.slice(0, 1)}`.toUpperCase(),
    ...Array.from({ length: letters.length - 4 }, (_, i) => `${first.slice(0, 3).toUpperCase()}${letters[i + 4]}`),
  ]) {
    if (!codes.has(candidate)) {
      codes.add(candidate)
      return candidate
    }
  }
  throw new Error(`no free ticker for ${first} ${second}`)
}

const usStocks = (draws: SeededDraws, names: Set<string>, codes: Set<string>): Draft[] =>
  Array.from({ length: 50 }, (): Draft => {
    const [first, second] = (() => {
      for (;;) {
        const pair = [draws.pick(usFirst), draws.pick(usSecond)] as const
        if (!names.has(pair.join(' '))) {
          names.add(pair.join(' '))
          return pair
        }
      }
    })()
    const code = tickerOf(first, second, codes)
    return {
      code,
      kind: 'stock',
      market: 'us',
      exchange: 'us',
      name: `${first} ${second}`,
      spell: code,
      board: 'us',
      basePrice: logUniformCents(draws, 500, 50_000),
      ...stockWalk(draws),
      suspended: false,
      contract: undefined,
    }
  })

const indexes = (draws: SeededDraws): Draft[] =>
  indexDefs.map((def) => ({
    code: def.code,
    kind: 'index',
    market: def.market,
    exchange: exchangeOf(def.market),
    name: def.name,
    spell: def.spell,
    board: 'index',
    basePrice: Math.round(def.points * 100 * (0.9 + draws.unit() * 0.2)),
    drift: 0.0001,
    volatility: 0.009 + draws.unit() * 0.006,
    suspended: false,
    contract: { ...contractTerms('10000.00'), eachPoint: def.eachPoint },
  }))

const futures = (draws: SeededDraws): Draft[] =>
  futuresDefs.map((def) => ({
    code: def.code,
    kind: 'futures',
    market: def.market,
    exchange: exchangeOf(def.market) as Exchange,
    name: def.name,
    spell: def.spell,
    board: 'futures',
    basePrice: Math.round(def.cents * (0.9 + draws.unit() * 0.2)),
    drift: 0.0001,
    volatility: 0.01 + draws.unit() * 0.01,
    suspended: false,
    contract: { ...contractTerms(def.depositAmt), eachPoint: def.eachPoint },
  }))

/** How many A-shares are suspended (never tick, listed by `/api/stock/getStop.do`). */
const suspendedCount = 3

/**
 * The simulated universe for `seed` (DECISIONS §13): 300 A-shares on every board, 50 Hong Kong and 50 US stocks,
 * 8 indexes and 6 futures (gold is `GC`). Ids count from 1 in this order, so the same seed gives the same ids,
 * codes, names and first prices.
 */
export const generateUniverse = (seed: number): Instrument[] => {
  const draws = seededDraws(`universe:${seed}`)
  const names = new Set<string>()
  // Index and futures codes are taken first: a Shenzhen stock may not be drawn as 000001 beside the index.
  const codes = new Set<string>([...indexDefs, ...futuresDefs].map((def) => def.code))
  const stocks = [...aShares(draws, names, codes), ...hkStocks(draws, names, codes), ...usStocks(draws, names, codes)]
  const suspended = new Set<number>()
  while (suspended.size < suspendedCount) suspended.add(draws.below(300))
  const drafts = [
    ...stocks.map((stock, i) => (suspended.has(i) ? { ...stock, suspended: true } : stock)),
    ...indexes(draws),
    ...futures(draws),
  ]
  return drafts.map((draft, i) => ({ ...draft, id: i + 1 }))
}

const initialsOf: ReadonlyMap<string, string> = new Map(
  [...prefixes, ...industries, ...hkSuffixes].map(([text, initials]) => [text, initials]),
)

/** The pinyin initials of a name made of the simulator's words ("华辰科技" → "HCKJ"); '' for any other name. */
export const spellOfName = (name: string): string => {
  const first = initialsOf.get(name.slice(0, 2))
  const second = initialsOf.get(name.slice(2))
  return first !== undefined && second !== undefined ? `${first}${second}` : ''
}

/**
 * The first A-share name of the simulator's words (prefix, then industry, in table order) that `taken` does not
 * hold: a new share's name, unlike every listed one and translated like them (core `instrumentNameIn`).
 */
export const unusedAShareName = (taken: ReadonlySet<string>): string => {
  for (const [prefix] of prefixes)
    for (const [industry] of industries) if (!taken.has(`${prefix}${industry}`)) return `${prefix}${industry}`
  throw new Error('every simulator A-share name is taken')
}

/**
 * The first code of a new Shanghai main-board share (605001 on: a range the universe never draws, DECISIONS §13)
 * that `taken` does not hold.
 */
export const unusedNewShareCode = (taken: ReadonlySet<string>): string => {
  for (let n = 1; n < 1000; n += 1) {
    const code = `605${String(n).padStart(3, '0')}`
    if (!taken.has(code)) return code
  }
  throw new Error('every new-share code is taken')
}

const englishWords: ReadonlyMap<string, string> = new Map(
  [...prefixes, ...industries, ...hkSuffixes].map(([text, , english]) => [text, english]),
)
const englishByCode: ReadonlyMap<string, string> = new Map(
  [...indexDefs, ...futuresDefs].map((def) => [def.code, def.nameEn]),
)

/**
 * The instrument's English name, shown in English mode (the Chinese `name` stays the name of record): indexes and
 * futures by their code, A-share and Hong Kong names word by word ("华辰科技" → "Huachen Technology", "天润控股" →
 * "Tianrun Holdings"), US names as they are. Computed from the stored name, so existing databases need no change.
 */
export const englishNameOf = (instrument: Pick<Instrument, 'code' | 'kind' | 'name'>): string => {
  if (instrument.kind !== 'stock') return englishByCode.get(instrument.code) ?? instrument.name
  const first = englishWords.get(instrument.name.slice(0, 2))
  const second = englishWords.get(instrument.name.slice(2))
  return first !== undefined && second !== undefined ? `${first} ${second}` : instrument.name
}
