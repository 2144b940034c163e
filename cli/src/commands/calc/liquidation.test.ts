import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { runProgram } from '../../testing/runProgram.js'

const run = runProgram

describe('bourse calc liquidation', () => {
  it('prints line, distance and the decision as JSON', async () => {
    // line = round2((7 000 + 3 000.55) × 0.8) = 8 000.44; distance = 8 000.44 − 8 000.44 = 0 → liquidate
    const result = await run(
      'calc',
      'liquidation',
      '--available',
      '7,000',
      '--frozen',
      '3000.55',
      '--floating',
      '-8000.44',
      '--json',
    )
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(result.out)).toEqual({ line: '8000.44', distance: '0.00', liquidate: true })
  })

  it('takes the percent as a parameter and prints aligned lines', async () => {
    // line = 10 000 × 0.5 = 5 000.00; distance = 5 000 − 1 234.5 = 3 765.50
    const result = await run(
      'calc',
      'liquidation',
      '--available',
      '10000',
      '--frozen',
      '0',
      '--floating',
      '-1234.5',
      '--force-stop-percent',
      '0.5',
    )
    expect(result.out).toBe('line       5000.00\ndistance   3765.50\nliquidate  false\n')
  })

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const words = await run('calc', 'liquidation', '--available', 'lots', '--frozen', '0', '--floating', '0')
    expect(words.exitCode).not.toBe(0)
    expect(words.err).toContain('--available must be a decimal number, got "lots"')
    const negative = await run('calc', 'liquidation', '--available', '1', '--frozen', '-1', '--floating', '0')
    expect(negative.err).toContain('--frozen must not be negative')
    const missing = await run('calc', 'liquidation', '--available', '1', '--frozen', '1')
    expect(missing.exitCode).not.toBe(0)
    expect(missing.err).toContain('--floating')
  })

  test.prop([fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: -(10 ** 9), max: 10 ** 9 })])(
    'liquidate is true exactly when distance ≤ 0',
    async (balancePaisa, floatingPaisa) => {
      const result = await run(
        'calc',
        'liquidation',
        '--available',
        String(balancePaisa / 100),
        '--frozen',
        '0',
        '--floating',
        (floatingPaisa / 100).toFixed(2),
        '--json',
      )
      const parsed = JSON.parse(result.out) as { distance: string; liquidate: boolean }
      expect(parsed.liquidate).toBe(Number(parsed.distance) <= 0)
    },
  )
})
