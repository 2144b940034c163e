import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { cliVersion } from './version.js'

it('prints the version package.json declares', () => {
  const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
    version: string
  }
  expect(cliVersion).toBe(manifest.version)
})
