import { describe, expect, it } from 'vitest'
import { runProgram } from '../../testing/runProgram.js'

const run = runProgram

describe('bourse calc close', () => {
  it('settles a long with stay fees', async () => {
    // pnl (10.80 − 10.55) × 1 000 = 250.00; sell fee 10 800 × 0.0003 = 3.24; net 250 − 3.24 − 10.56 = 236.20;
    // margin 10 550 ÷ 10 = 1 055.00; released 1 291.20
    const result = await run(
      'calc',
      'close',
      '--side',
      'long',
      '--open',
      '10.55',
      '--close',
      '10.80',
      '--shares',
      '1000',
      '--lever',
      '10',
      '--stay-fees',
      '10.56',
      '--json',
    )
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(result.out)).toEqual({ pnl: '250.00', sellFee: '3.24', net: '236.20', released: '1291.20' })
  })

  it('settles a losing short with a custom sell fee', async () => {
    // pnl −(20.40 − 20.00) × 500 = −200.00; default sell fee 10 200 × 0.0003 = 3.06; net −203.06; margin 500.00
    const byDefault = await run(
      'calc',
      'close',
      '--side',
      'short',
      '--open',
      '20',
      '--close',
      '20.40',
      '--shares',
      '500',
      '--lever',
      '20',
      '--json',
    )
    expect(JSON.parse(byDefault.out)).toEqual({ pnl: '-200.00', sellFee: '3.06', net: '-203.06', released: '296.94' })
    // sell fee 10 200 × 0.001 = 10.20; net −210.20; released 289.80
    const custom = await run(
      'calc',
      'close',
      '--side',
      'short',
      '--open',
      '20',
      '--close',
      '20.40',
      '--shares',
      '500',
      '--lever',
      '20',
      '--sell-fee',
      '0.001',
      '--json',
    )
    expect(JSON.parse(custom.out)).toEqual({ pnl: '-200.00', sellFee: '10.20', net: '-210.20', released: '289.80' })
  })

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const bad = await run(
      'calc',
      'close',
      '--side',
      'long',
      '--open',
      'x',
      '--close',
      '1',
      '--shares',
      '100',
      '--lever',
      '10',
    )
    expect(bad.exitCode).not.toBe(0)
    expect(bad.err).toContain('--open must be a decimal number, got "x"')
    const negativeStay = await run(
      'calc',
      'close',
      '--side',
      'long',
      '--open',
      '1',
      '--close',
      '1',
      '--shares',
      '100',
      '--lever',
      '10',
      '--stay-fees',
      '-1',
    )
    expect(negativeStay.err).toContain('--stay-fees must not be negative')
  })
})
