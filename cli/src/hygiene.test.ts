import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { printTable, withSeparators } from './output.js'
import { runBuilt } from './testing/runBuilt.js'
import { cliVersion } from './version.js'

const cli = resolve(import.meta.dirname, '../dist/cli.js')

describe('the terminal client never prints a stack trace', () => {
  it('ends quietly (exit 0, nothing on stderr) when its reader has gone, as with `| head`', async () => {
    const result = await new Promise<{ code: number | null; err: string }>((done) => {
      const child = spawn(process.execPath, [cli, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] })
      child.stdout.destroy()
      let err = ''
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString()
      })
      child.once('close', (code) => done({ code, err }))
    })
    expect(result).toEqual({ code: 0, err: '' })
  })

  it('prints its version with --version and -V', async () => {
    expect(await runBuilt(['--version'], {})).toEqual({ exitCode: 0, out: `${cliVersion}\n`, err: '' })
    expect((await runBuilt(['-V'], {})).out).toBe(`${cliVersion}\n`)
  })
})

describe('tables for people', () => {
  it('writes amounts with thousands separators and leaves other text alone', () => {
    expect(['1234567.5', '-1000.00', '999.99', '0', 'abc', '12a'].map(withSeparators)).toEqual([
      '1,234,567.5',
      '-1,000.00',
      '999.99',
      '0',
      'abc',
      '12a',
    ])
  })

  it('counts a wide character as two columns and aligns amounts right', () => {
    let out = ''
    printTable(
      { out: (text) => (out += text), err: () => undefined },
      [
        { name: '贵州茅台', amount: '1500000.00' },
        { name: 'Apple', amount: '12.50' },
      ],
      [
        { heading: 'name', value: (row) => row.name },
        { heading: 'amount', value: (row) => row.amount, amount: true },
      ],
      'none',
    )
    expect(out).toBe(['name            amount', '贵州茅台  1,500,000.00', 'Apple            12.50', ''].join('\n'))
  })
})
