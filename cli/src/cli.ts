#!/usr/bin/env node
import { endQuietlyOnClosedPipe } from './internal/closedPipe.js'
import { processOutput } from './output.js'
import { runBourse } from './program.js'

// A reader that stops early (`| head`) ends the run quietly, never with a stack trace.
endQuietlyOnClosedPipe(
  process.stdout,
  (code) => process.exit(code),
  () => undefined,
)
endQuietlyOnClosedPipe(
  process.stderr,
  (code) => process.exit(code),
  () => undefined,
)

process.exitCode = await runBourse(processOutput, process.argv.slice(2))
