#!/usr/bin/env node
import { processOutput } from './output.js'
import { runBourse } from './program.js'

process.exitCode = await runBourse(processOutput, process.argv.slice(2))
