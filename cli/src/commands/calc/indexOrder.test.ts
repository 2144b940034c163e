import { describe, expect, it } from 'vitest'
import { runProgram } from '../../testing/runProgram.js'

const run = runProgram

const order = [
  'calc',
  'index-order',
  '--deposit-amt',
  '1000',
  '--hands',
  '3',
  '--lever',
  '20',
  '--trans-fee',
  '12.345',
  '--each-point',
  '10',
]

describe('bourse calc index-order', () => {
  it('prints deposit, fee and contract value as JSON strings', async () => {
    // deposit = 1 000 × 3 ÷ 20 = 150.00; fee = round2(12.345 × 3 = 37.035) = 37.04; value = 10 × 3 × 100 = 3 000
    const result = await run(...order, '--json')
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(result.out)).toEqual({ deposit: '150.00', fee: '37.04', contractValue: '3000.00' })
  })

  it('rounds the deposit half-up once and prints aligned lines', async () => {
    // deposit = 333.33 × 1 ÷ 20 = 16.6665 → 16.67; fee 0.00; value = 0.5 × 1 × 100 = 50.00
    const result = await run(
      'calc',
      'index-order',
      '--deposit-amt',
      '333.33',
      '--hands',
      '1',
      '--lever',
      '20',
      '--trans-fee',
      '0',
      '--each-point',
      '0.5',
    )
    expect(result.out).toBe('deposit        16.67\nfee            0.00\ncontractValue  50.00\n')
  })

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const hands = await run(...order.slice(0, 5), '2.5', ...order.slice(6))
    expect(hands.exitCode).not.toBe(0)
    expect(hands.err).toContain('--hands must be a whole number of at least 1, got "2.5"')
    const lever = await run(...order.slice(0, 7), '0', ...order.slice(8))
    expect(lever.err).toContain('--lever must be a whole number of at least 1, got "0"')
    const fee = await run(...order.slice(0, 9), '-1', ...order.slice(10))
    expect(fee.err).toContain('--trans-fee must not be negative')
  })
})
