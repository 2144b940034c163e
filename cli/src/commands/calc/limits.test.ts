import { describe, expect, it } from 'vitest'
import { runProgram } from '../../testing/runProgram.js'

const run = runProgram

describe('bourse calc limits', () => {
  it('main board by default: ±10 %, rounded half-up', async () => {
    // 10.05 × 1.1 = 11.055 → 11.06; 10.05 × 0.9 = 9.045 → 9.05
    const result = await run('calc', 'limits', '--prev-close', '10.05', '--json')
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(result.out)).toEqual({ limitUp: '11.06', limitDown: '9.05' })
  })

  it('STAR/ChiNext ±20 %, Beijing ±30 %', async () => {
    // 25.37 × 1.2 = 30.444 → 30.44; × 0.8 = 20.296 → 20.30
    expect(JSON.parse((await run('calc', 'limits', '--prev-close', '25.37', '--board', 'star', '--json')).out)).toEqual(
      {
        limitUp: '30.44',
        limitDown: '20.30',
      },
    )
    // 8.15 × 1.3 = 10.595 → 10.60; × 0.7 = 5.705 → 5.71
    expect((await run('calc', 'limits', '--prev-close', '8.15', '--board', 'bj')).out).toBe(
      'limitUp    10.60\nlimitDown  5.71\n',
    )
  })

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const board = await run('calc', 'limits', '--prev-close', '10', '--board', 'hk')
    expect(board.exitCode).not.toBe(0)
    expect(board.err).toContain('--board must be one of main, star, chinext, bj')
    const price = await run('calc', 'limits', '--prev-close', '-3')
    expect(price.err).toContain('--prev-close must be greater than 0')
  })
})
