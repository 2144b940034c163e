import { describe, expect, it } from 'vitest'
import { runProgram } from '../../testing/runProgram.js'

const run = runProgram

const order = ['calc', 'stock-order', '--price', '10.55', '--hands', '10', '--lever', '10', '--side', 'long']

describe('bourse calc stock-order', () => {
  it('prints the quote as JSON strings with default rates', async () => {
    // notional 10.55 × 1 000 = 10 550.00; margin ÷ 10 = 1 055.00; buy fee 3.165 → 3.17; duty 10.55;
    // spread (price ≥ 5: 0.0005) 5.275 → 5.28; charges 19.00; deposit 1 074.00
    const result = await run(...order, '--json')
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(result.out)).toEqual({
      notional: '10550.00',
      margin: '1055.00',
      buyFee: '3.17',
      stampDuty: '10.55',
      spread: '5.28',
      charges: '19.00',
      deposit: '1074.00',
    })
  })

  it('applies the price < 5 spread rule by default and takes rates as parameters', async () => {
    // 4.00 × 100 = 400.00; margin ÷ 20 = 20.00; buy 0.12; duty 0.40; spread 0.001 → 0.40; charges 0.92
    const byRule = await run(
      'calc',
      'stock-order',
      '--price',
      '4',
      '--hands',
      '1',
      '--lever',
      '20',
      '--side',
      'short',
      '--json',
    )
    expect(JSON.parse(byRule.out)).toMatchObject({ spread: '0.40', charges: '0.92', deposit: '20.92' })
    // buy 400 × 0.001 = 0.40; duty 0; spread 400 × 0.002 = 0.80; charges 1.20; deposit 21.20
    const custom = await run(
      'calc',
      'stock-order',
      '--price',
      '4',
      '--hands',
      '1',
      '--lever',
      '20',
      '--side',
      'long',
      '--buy-fee',
      '0.001',
      '--duty-fee',
      '0',
      '--spread-rate',
      '0.002',
      '--json',
    )
    expect(JSON.parse(custom.out)).toMatchObject({
      buyFee: '0.40',
      stampDuty: '0.00',
      spread: '0.80',
      charges: '1.20',
      deposit: '21.20',
    })
  })

  it('prints aligned lines without --json', async () => {
    const result = await run(...order)
    expect(result.out).toContain('deposit    1074.00\n')
  })

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const badHands = await run(
      'calc',
      'stock-order',
      '--price',
      '10',
      '--hands',
      '1.5',
      '--lever',
      '10',
      '--side',
      'long',
    )
    expect(badHands.exitCode).not.toBe(0)
    expect(badHands.err).toContain('--hands must be a whole number of at least 1, got "1.5"')
    const badSide = await run('calc', 'stock-order', '--price', '10', '--hands', '1', '--lever', '10', '--side', 'up')
    expect(badSide.err).toContain('--side must be "long" or "short", got "up"')
    const zeroPrice = await run(
      'calc',
      'stock-order',
      '--price',
      '0',
      '--hands',
      '1',
      '--lever',
      '10',
      '--side',
      'long',
    )
    expect(zeroPrice.err).toContain('--price must be greater than 0')
    const negativeFee = await run(...order, '--buy-fee', '-0.1')
    expect(negativeFee.err).toContain('--buy-fee must not be negative')
    const missing = await run('calc', 'stock-order', '--price', '10')
    expect(missing.exitCode).not.toBe(0)
  })
})
