import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { runProgram } from '../../testing/runProgram.js'

const run = runProgram

describe('bourse calc withdraw', () => {
  it('prints fee and received with the default schedule (3 + 0.8%)', async () => {
    // fee = round2(3 + 1234.56 × 0.008) = round2(12.87648) = 12.88; received = 1234.56 − 12.88 = 1221.68
    const result = await run('calc', 'withdraw', '--amount', '1,234.56', '--json')
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(result.out)).toEqual({ amount: '1234.56', fee: '12.88', received: '1221.68' })
  })

  it('takes the schedule as parameters and prints aligned lines without --json', async () => {
    // fee = round2(5 + 2000 × 0.01) = 25.00; received = 1975.00
    const result = await run('calc', 'withdraw', '--amount', '2000', '--fee-single', '5', '--fee-percent', '0.01')
    expect(result.out).toBe('amount    2000.00\nfee       25.00\nreceived  1975.00\n')
  })

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    for (const [args, message] of [
      [['--amount', 'ten'], '--amount must be a decimal number, got "ten"'],
      [['--amount', '0'], '--amount must be greater than 0'],
      [['--amount', '-5'], '--amount must not be negative'],
      [['--amount', '10.005'], '--amount may have at most 2 decimals'],
      [['--amount', '10', '--fee-percent', '-0.1'], '--fee-percent must not be negative'],
      [[], "required option '--amount <amount>' not specified"],
    ] as const) {
      const result = await run('calc', 'withdraw', ...args)
      expect(result.exitCode, args.join(' ')).not.toBe(0)
      expect(result.err).toContain(message)
    }
  })
})

test.prop([fc.integer({ min: 1, max: 10 ** 11 })])('received + fee = amount, as printed', async (cents) => {
  const digits = String(cents).padStart(3, '0')
  const amount = `${digits.slice(0, -2)}.${digits.slice(-2)}`
  const { out } = await run('calc', 'withdraw', '--amount', amount, '--json')
  const printed = JSON.parse(out) as { fee: string; received: string }
  const toCents = (text: string) => BigInt(text.replace('.', ''))
  expect(toCents(printed.fee) + toCents(printed.received)).toBe(BigInt(cents))
})
