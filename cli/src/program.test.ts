import { describe, expect, it } from 'vitest'
import { runProgram } from './testing/runProgram.js'

const run = runProgram

describe('bourse calc currency', () => {
  it('prints the dollar views of a rupee amount as JSON strings', async () => {
    const result = await run('calc', 'currency', '--inr', '8850', '--json')
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(result.out)).toEqual({ inr: '8850.00', usd: '100.00', hkd: '777.68' })
  })

  it('takes the rates as parameters', async () => {
    const result = await run('calc', 'currency', '--inr', '1,000', '--usd-rate', '8', '--hkd-rate', '10', '--json')
    expect(JSON.parse(result.out)).toEqual({ inr: '1000.00', usd: '125.00', hkd: '100.00' })
  })

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const result = await run('calc', 'currency', '--inr', 'ten')
    expect(result.exitCode).not.toBe(0)
    expect(result.err).toContain('--inr must be a decimal number, got "ten"')
    const zeroRate = await run('calc', 'currency', '--inr', '5', '--usd-rate', '0')
    expect(zeroRate.err).toContain('--usd-rate must be greater than 0')
  })

  it('lists its commands in --help', async () => {
    const result = await run('--help')
    expect(result.out).toContain('calc')
  })
})
