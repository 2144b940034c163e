#!/usr/bin/env node
import { CommanderError } from 'commander'
import { processOutput } from './output.js'
import { createProgram } from './program.js'

try {
  await createProgram(processOutput).parseAsync(process.argv)
} catch (error) {
  process.exitCode = error instanceof CommanderError ? error.exitCode : 1
  if (!(error instanceof CommanderError)) process.stderr.write(`${String(error)}\n`)
}
