import { describe, expect, it } from 'vitest'
import { translate } from '../messages/translate.js'
import { LoginPayload, RealNamePayload, RegisterPayload } from './accountPayloads.js'
import { decodePayload } from './decodePayload.js'
import { WithdrawPayload } from './fundsPayloads.js'
import { PendingOrderPayload, StockOrderPayload, TransferPayload } from './index.js'
import { SearchPagePayload } from './marketPayloads.js'

const order = { stockId: '12', buyNum: '300', buyType: '0', lever: '10' }

const refusal = (result: ReturnType<typeof decodePayload>) => (result.ok ? undefined : result.error)

describe('decodePayload accepts good form input', () => {
  it('reads a stock order, numbers from text', () => {
    const result = decodePayload(StockOrderPayload, { ...order, profitTarget: '11.50', stopLoss: '9' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.stockId).toBe(12)
    expect(result.value.buyNum).toBe(300)
    expect(result.value.buyType).toBe(0)
    expect(result.value.lever).toBe(10)
    expect(result.value.profitTarget?.toFixed(2)).toBe('11.50')
    expect(result.value.stopLoss?.toFixed(2)).toBe('9.00')
  })

  it('takes stopTarget as stopLoss (DECISIONS §2)', () => {
    const result = decodePayload(PendingOrderPayload, {
      ...order,
      stockId: '600519',
      targetPrice: '10.00',
      stopTarget: '9.50',
    })
    expect(result.ok && result.value.stopLoss?.toFixed(2)).toBe('9.50')
    expect(result.ok && 'stopTarget' in result.value).toBe(false)
  })

  it('defaults paging to page 1 of 15', () => {
    const result = decodePayload(SearchPagePayload, {})
    expect(result).toEqual({ ok: true, value: { pageNum: 1, pageSize: 15 } })
  })

  it('ignores fields it does not know', () => {
    expect(decodePayload(TransferPayload, { amt: '100.5', type: '2', extra: 'x' }).ok).toBe(true)
  })
})

describe('decodePayload names the first bad field', () => {
  const cases: ReadonlyArray<[string, unknown, object, string, string]> = [
    // [what, schema, input, key, field]
    ['missing', StockOrderPayload, { buyNum: '300', buyType: '0', lever: '10' }, 'apiMissingField', 'stockId'],
    ['empty', StockOrderPayload, { ...order, buyNum: '' }, 'apiMissingField', 'buyNum'],
    ['blank', StockOrderPayload, { ...order, lever: '  ' }, 'apiMissingField', 'lever'],
    ['non-numeric', StockOrderPayload, { ...order, buyNum: 'abc' }, 'apiInvalidField', 'buyNum'],
    ['negative', StockOrderPayload, { ...order, buyNum: '-100' }, 'apiInvalidField', 'buyNum'],
    ['fraction', StockOrderPayload, { ...order, buyNum: '100.5' }, 'apiInvalidField', 'buyNum'],
    ['exponent', StockOrderPayload, { ...order, buyNum: '1e3' }, 'apiInvalidField', 'buyNum'],
    ['leading zero', StockOrderPayload, { ...order, lever: '010' }, 'apiInvalidField', 'lever'],
    ['huge', StockOrderPayload, { ...order, buyNum: '100000000000000000000' }, 'apiInvalidField', 'buyNum'],
    ['zero lever', StockOrderPayload, { ...order, lever: '0' }, 'apiInvalidField', 'lever'],
    ['unknown buyType', StockOrderPayload, { ...order, buyType: '2' }, 'apiInvalidField', 'buyType'],
    ['not text', StockOrderPayload, { ...order, buyType: 0 }, 'apiInvalidField', 'buyType'],
    ['bad TP', StockOrderPayload, { ...order, profitTarget: 'ten' }, 'apiInvalidField', 'profitTarget'],
    ['3-decimal SL', StockOrderPayload, { ...order, stopLoss: '9.505' }, 'apiInvalidField', 'stopLoss'],
    ['zero price', PendingOrderPayload, { ...order, targetPrice: '0' }, 'apiInvalidField', 'targetPrice'],
    [
      'two stops',
      PendingOrderPayload,
      { ...order, targetPrice: '10', stopLoss: '9', stopTarget: '8' },
      'apiInvalidField',
      'stopTarget',
    ],
    ['amount with 3 decimals', WithdrawPayload, { amt: '1000.005' }, 'apiInvalidField', 'amt'],
    ['zero amount', WithdrawPayload, { amt: '0' }, 'apiInvalidField', 'amt'],
    ['negative amount', WithdrawPayload, { amt: '-5' }, 'apiInvalidField', 'amt'],
    ['huge amount', WithdrawPayload, { amt: '1000000000000' }, 'apiInvalidField', 'amt'],
    ['amount with separators', WithdrawPayload, { amt: '1,000' }, 'apiInvalidField', 'amt'],
    ['missing amount', WithdrawPayload, {}, 'apiMissingField', 'amt'],
    ['unknown transfer type', TransferPayload, { amt: '10', type: '5' }, 'apiInvalidField', 'type'],
    ['page size too big', SearchPagePayload, { pageSize: '101' }, 'apiInvalidField', 'pageSize'],
    ['page 0', SearchPagePayload, { pageNum: '0' }, 'apiInvalidField', 'pageNum'],
    ['11-digit phone', LoginPayload, { phone: '98765432101', userPwd: 'abc123' }, 'apiInvalidField', 'phone'],
    ['phone starting with 5', LoginPayload, { phone: '5876543210', userPwd: 'abc123' }, 'apiInvalidField', 'phone'],
    ['short password', LoginPayload, { phone: '9876543210', userPwd: 'ab 12' }, 'apiInvalidField', 'userPwd'],
    [
      'missing image',
      RealNamePayload,
      { realName: 'Asha', idCard: '123456789012', img1key: 'a.png' },
      'apiMissingField',
      'img2key',
    ],
  ]

  for (const [what, schema, input, key, field] of cases) {
    it(`${what}: ${key} on ${field}`, () => {
      const error = refusal(decodePayload(schema as typeof StockOrderPayload, input))
      expect(error).toEqual({ _tag: 'DomainError', key, params: { field } })
    })
  }

  it('an empty invitation code says what to enter, in words, not the wire name (issue 23 item 6)', () => {
    const error = refusal(
      decodePayload(RegisterPayload, { phone: '9876543210', userPwd: 'abc123', yzmCode: '1', agentCode: '' }),
    )
    expect(error?.key).toBe('apiMissingInvitationCode')
    if (error?.key !== 'apiMissingInvitationCode') return
    expect(translate(error.key, 'en')).toBe('Please enter your invitation code (ask the person who invited you for it)')
    expect(translate(error.key, 'zh-CN')).toBe('请输入邀请码（向邀请您的人索取）')
  })

  it('refuses a payload that is not an object', () => {
    for (const input of [null, 'stockId=1', 3, [order]])
      expect(refusal(decodePayload(StockOrderPayload, input))?.key).toBe('apiInvalidPayload')
  })

  it('reports fields in the schema order: the first failure wins', () => {
    expect(refusal(decodePayload(StockOrderPayload, { buyNum: 'x', lever: 'y' }))?.params).toEqual({ field: 'stockId' })
  })
})

describe('passwords', () => {
  it('strips whitespace before checking (DECISIONS §11)', () => {
    const result = decodePayload(LoginPayload, { phone: '9876543210', userPwd: ' abc 123 ' })
    expect(result.ok && result.value.userPwd).toBe('abc123')
  })
})
