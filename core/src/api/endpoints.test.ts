import { Decimal } from 'decimal.js'
import { Arbitrary, FastCheck, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import * as Account from './accountEntities.js'
import * as Content from './contentEntities.js'
import { Envelope } from './Envelope.js'
import { type ApiPath, basePath, endpoints, isApiPath } from './endpoints.js'
import * as Financing from './financingEntities.js'
import * as Ipo from './ipoEntities.js'
import { KlineRow } from './Kline.js'
import { ListPage } from './ListPage.js'
import * as Market from './marketEntities.js'
import * as Positions from './positionEntities.js'
import * as Site from './siteEntities.js'

type AnySchema = Schema.Schema<unknown, unknown, never>

/** Deep equality where decimals compare by value and sign, so 1.5 and 1.50 are the same amount. */
const same = (a: unknown, b: unknown): boolean => {
  if (Decimal.isDecimal(a) && Decimal.isDecimal(b)) return a.eq(b) && a.isNeg() === b.isNeg()
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]))
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && same(a[k as never], b[k as never]))
    )
  }
  return Object.is(a, b)
}

/**
 * decode ∘ encode is the identity on values (decimals compare by value),
 * and encode ∘ decode ∘ encode gives the same wire form.
 */
const roundTrips = (schema: AnySchema, numRuns = 30) => {
  const encode = Schema.encodeSync(schema)
  const decode = Schema.decodeUnknownSync(schema)
  FastCheck.assert(
    FastCheck.property(Arbitrary.make(schema), (value) => {
      const wire = encode(value)
      const back = decode(JSON.parse(JSON.stringify(wire)))
      expect(same(back, value)).toBe(true)
      expect(encode(back)).toEqual(wire)
    }),
    { numRuns },
  )
}

const entities: Record<string, AnySchema> = {
  ...Account,
  ...Content,
  ...Financing,
  ...Ipo,
  ...Market,
  ...Positions,
  ...Site,
  KlineRow,
} as unknown as Record<string, AnySchema>

describe('entity schemas', () => {
  for (const [name, schema] of Object.entries(entities).filter(([, s]) => Schema.isSchema(s))) {
    it(`${name} round-trips through its wire form`, () => roundTrips(schema))
  }

  it('round-trips list pages and envelopes', () => {
    roundTrips(Envelope(ListPage(Positions.Position)) as unknown as AnySchema, 15)
    roundTrips(Envelope(Schema.Null) as unknown as AnySchema)
  })
})

describe('endpoint table', () => {
  const paths = Object.keys(endpoints) as ApiPath[]

  for (const path of paths) {
    const { payload, data } = endpoints[path] as unknown as { payload: AnySchema; data: AnySchema }
    it(`${path}: payload and data round-trip, the payload is form text only`, () => {
      roundTrips(payload, 20)
      roundTrips(data, 10)
      FastCheck.assert(
        FastCheck.property(Arbitrary.make(payload), (value) => {
          const wire = Schema.encodeSync(payload)(value) as Record<string, unknown>
          for (const field of Object.values(wire)) expect(typeof field).toBe('string')
        }),
        { numRuns: 20 },
      )
    })
  }

  it('holds every path DECISIONS §14 names, under /prod-api', () => {
    const named = [
      '/user/buy.do',
      '/user/addOrder.do',
      '/user/delOrder.do',
      '/user/orderList.do',
      '/user/sell.do',
      '/user/position/updateTarget.do',
      '/user/buyIndex.do',
      '/user/sellIndex.do',
      '/user/buyFutures.do',
      '/user/sellFutures.do',
      '/user/position/list.do',
      '/user/index/position/list.do',
      '/user/futures/position/list.do',
      '/api/stock/getStock.do',
      '/api/stock/getSingleStock.do',
      '/api/index/queryListIndex.do',
      '/api/index/querySingleIndex.do',
      '/api/futures/queryList.do',
      '/user/addOption.do',
      '/user/delOption.do',
      '/user/option/list.do',
      '/user/isOption.do',
      '/user/newStockList.do',
      '/user/ipo/apply.do',
      '/user/getOneSubscribeByUserId.do',
      '/user/submitSubscribe.do',
      '/api/stock/getVipList.do',
      '/user/buyVipQc.do',
      '/api/stock/getDzList.do',
      '/user/buyStockDz.do',
      '/user/buyStockDzList.do',
      '/api/stock/history/tick.do',
      '/api/stock/realtime/tick.do',
      '/api/news/list.do',
      '/api/news/detail.do',
      '/user/cash/getMessagelist.do',
    ]
    for (const path of named) expect(isApiPath(path), path).toBe(true)
    expect(basePath).toBe('/prod-api')
    expect(isApiPath('/user/nothing.do')).toBe(false)
  })

  it('marks the spec GET calls, and needs a token exactly on /user/* and the chart calls', () => {
    expect(endpoints['/api/stock/getStock.do'].method).toBe('GET')
    expect(endpoints['/api/news/list.do'].method).toBe('GET')
    expect(endpoints['/user/buy.do'].method).toBe('POST')
    for (const path of paths) {
      const needsToken =
        (path.startsWith('/user/') &&
          !['/user/login.do', '/user/login/secondFactor.do', '/user/reg.do'].includes(path)) ||
        path.includes('/tick.do')
      expect(endpoints[path].auth, path).toBe(needsToken)
    }
  })
})
