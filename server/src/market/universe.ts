import { type Exchange, exchangeOf, Limits, type Market } from '@bourse/core'
import type { ContractTerms, Instrument } from './Instrument.js'
import { type SeededDraws, seededDraws } from './seededDraws.js'

/** A word with its pinyin initials, so the stock's `spell` can be searched ("华辰科技" → "HCKJ"). */
type Word = readonly [text: string, initials: string]

const prefixes: readonly Word[] = [
  ['华辰', 'HC'],
  ['中科', 'ZK'],
  ['东岳', 'DY'],
  ['长鸿', 'CH'],
  ['金桥', 'JQ'],
  ['海源', 'HY'],
  ['天润', 'TR'],
  ['新宇', 'XY'],
  ['恒信', 'HX'],
  ['安泰', 'AT'],
  ['宏达', 'HD'],
  ['瑞丰', 'RF'],
  ['博远', 'BY'],
  ['嘉禾', 'JH'],
  ['永盛', 'YS'],
  ['立昌', 'LC'],
  ['明德', 'MD'],
  ['国瑞', 'GR'],
  ['正元', 'ZY'],
  ['盛和', 'SH'],
  ['凯迪', 'KD'],
  ['远航', 'YH'],
  ['汇通', 'HT'],
  ['星河', 'XH'],
  ['云峰', 'YF'],
  ['南华', 'NH'],
  ['北辰', 'BC'],
  ['西岭', 'XL'],
  ['广联', 'GL'],
  ['鼎盛', 'DS'],
  ['鑫源', 'XY'],
  ['申达', 'SD'],
  ['江海', 'JH'],
  ['泰和', 'TH'],
  ['信达', 'XD'],
  ['同创', 'TC'],
  ['青松', 'QS'],
  ['锦华', 'JH'],
  ['普天', 'PT'],
  ['融达', 'RD'],
]
const industries: readonly Word[] = [
  ['科技', 'KJ'],
  ['医药', 'YY'],
  ['电子', 'DZ'],
  ['能源', 'NY'],
  ['材料', 'CL'],
  ['股份', 'GF'],
  ['智能', 'ZN'],
  ['环保', 'HB'],
  ['生物', 'SW'],
  ['机械', 'JX'],
  ['化工', 'HG'],
  ['传媒', 'CM'],
  ['食品', 'SP'],
  ['光电', 'GD'],
  ['信息', 'XX'],
  ['物流', 'WL'],
  ['新材', 'XC'],
  ['精工', 'JG'],
  ['汽车', 'QC'],
  ['通信', 'TX'],
]
const hkSuffixes: readonly Word[] = [
  ['控股', 'KG'],
  ['集团', 'JT'],
  ['国际', 'GJ'],
  ['实业', 'SY'],
  ['发展', 'FZ'],
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
  readonly spell: string
  readonly points: number
  readonly eachPoint: string
}
const indexDefs: readonly IndexDef[] = [
  { code: '000001', market: 'sh', name: '沪市综合模拟指数', spell: 'HSZHMNZS', points: 3100, eachPoint: '1.00' },
  { code: '399001', market: 'sz', name: '深市成份模拟指数', spell: 'SSCFMNZS', points: 10200, eachPoint: '0.50' },
  { code: '399006', market: 'sz', name: '创业板模拟指数', spell: 'CYBMNZS', points: 2100, eachPoint: '1.00' },
  { code: '000300', market: 'sh', name: '沪深300模拟指数', spell: 'HS300MNZS', points: 3800, eachPoint: '1.00' },
  { code: '000688', market: 'sh', name: '科创50模拟指数', spell: 'KC50MNZS', points: 1000, eachPoint: '2.00' },
  { code: 'HSI', market: 'hk', name: 'Sim Hang Seng Index', spell: 'HSI', points: 19500, eachPoint: '0.50' },
  { code: 'DJI', market: 'us', name: 'Sim Dow Industrials', spell: 'DJI', points: 42000, eachPoint: '0.20' },
  { code: 'IXIC', market: 'us', name: 'Sim Nasdaq Composite', spell: 'IXIC', points: 17500, eachPoint: '0.50' },
]

interface FuturesDef {
  readonly code: string
  readonly market: Market
  readonly name: string
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
    spell: 'HJQH',
    cents: 240_000,
    eachPoint: '10.00',
    depositAmt: '20000.00',
  },
  {
    code: 'SI',
    market: 'us',
    name: '白银期货(模拟)',
    spell: 'BYQH',
    cents: 3_000,
    eachPoint: '500.00',
    depositAmt: '12000.00',
  },
  {
    code: 'CL',
    market: 'us',
    name: '原油期货(模拟)',
    spell: 'YYQH',
    cents: 7_500,
    eachPoint: '100.00',
    depositAmt: '15000.00',
  },
  {
    code: 'HG',
    market: 'us',
    name: '铜期货(模拟)',
    spell: 'TQH',
    cents: 420,
    eachPoint: '2500.00',
    depositAmt: '10000.00',
  },
  {
    code: 'AU',
    market: 'sh',
    name: '沪金期货(模拟)',
    spell: 'HJQH',
    cents: 56_000,
    eachPoint: '10.00',
    depositAmt: '18000.00',
  },
  {
    code: 'IF',
    market: 'sh',
    name: '股指期货(模拟)',
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

const join = (...words: Word[]): Word => [words.map((w) => w[0]).join(''), words.map((w) => w[1]).join('')]

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
