import { appendFileSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Operation } from './bankWorkload.js'

/** Counts of a bank run, for the test's output and the soak summary. */
export const operationCounts = (operations: readonly Operation[]) => {
  const answered = operations.filter((operation) => operation.outcome?.kind === 'answered')
  return {
    operations: operations.length,
    acknowledged: answered.filter(
      (operation) => operation.outcome?.kind === 'answered' && operation.outcome.answer.status === 0,
    ).length,
    refused: answered.filter(
      (operation) => operation.outcome?.kind === 'answered' && operation.outcome.answer.status !== 0,
    ).length,
    unanswered: operations.length - answered.length,
    retried: operations.filter((operation) => (operation.outcome?.attempts ?? 0) > 1).length,
    answersDropped: operations.filter((operation) => operation.droppedAnswer).length,
  }
}

/** Where `pnpm test:soak` writes its summary (one JSON line per test; not committed). */
export const summaryFile = resolve(import.meta.dirname, '../../.soak/summary.jsonl')

/** Prints one result line and, in a soak run, appends it to the summary. */
export const reportRun = (name: string, result: Record<string, unknown>): void => {
  const line = JSON.stringify({ name, at: new Date().toISOString(), ...result })
  process.stdout.write(`${line}\n`)
  if (process.env.BOURSE_SOAK === '1') {
    mkdirSync(join(summaryFile, '..'), { recursive: true })
    appendFileSync(summaryFile, `${line}\n`)
  }
}
