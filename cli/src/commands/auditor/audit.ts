import { availableParallelism } from 'node:os'
import type { AccountAudit, CheckpointHead } from '../../auditor/accountAudit.js'
import { type AuditPool, createAuditPool } from '../../auditor/auditPool.js'
import { readAuditSchedule } from '../../auditor/auditSchedule.js'
import { readCheckpoint } from '../../auditor/checkpoint.js'
import type { Difference } from '../../auditor/Difference.js'
import { staffPages } from '../../auditor/staffPages.js'
import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { CliFailure, usageFailure } from '../../internal/failure.js'
import { type ServerTarget, staffCall } from '../../internal/serverClient.js'
import { staffTarget } from '../../internal/staffTarget.js'
import { printJson } from '../../output.js'
import { createProgressBar } from '../../terminal/progressBar.js'
import { runCheckpoint } from './checkpoint.js'

/** Accounts in flight per thread of the pool: enough to overlap the round trips, few enough to stream. */
const inFlightPerThread = 4

type Checkpoint = ReadonlyMap<string, CheckpointHead> | undefined

/** Accounts of the checkpoint the audit did not meet: their whole history is gone. */
const missingFromCheckpoint = (checkpoint: Checkpoint, audited: ReadonlySet<string>): Difference[] =>
  [...(checkpoint ?? new Map<string, CheckpointHead>())]
    .filter(([phone, head]) => !audited.has(phone) && head.events.line > 0)
    .map(([phone, head]) => ({
      phone,
      table: 'users',
      row: phone,
      what: `account ${phone} of the checkpoint is missing`,
      stored: '-',
      recomputed: `${head.events.line} events`,
    }))

const differenceLine = (difference: Difference): string => {
  if (difference.table !== undefined) {
    const after = difference.event ? ` (diverges after event ${difference.event.seq} ${difference.event.type})` : ''
    return `  ${difference.phone}  ${difference.what}: stored ${difference.stored}, recomputed ${difference.recomputed}${after}\n`
  }
  const from = [
    difference.event ? `event ${difference.event.seq} ${difference.event.type}` : '',
    difference.journalRow !== undefined && !difference.what.includes(`row ${difference.journalRow}`)
      ? `journal row ${difference.journalRow}`
      : '',
  ]
    .filter((part) => part !== '')
    .join(', ')
  return `  ${difference.phone}  ${from === '' ? '' : `${from}: `}${difference.what}: stored ${difference.stored}, recomputed ${difference.recomputed}\n`
}

const summaryLine = (audit: AccountAudit): string =>
  `${audit.differences.length === 0 ? 'OK  ' : 'DIFF'}  ${audit.phone}  events ${audit.events}  journal rows ${audit.journalRows}  charges recomputed ${audit.chargesRecomputed}${audit.chargesNotRecomputed > 0 ? ` (${audit.chargesNotRecomputed} before a fee change the trail does not detail: journal only)` : ''}  differences ${audit.differences.length}\n`

/** The provider's collections and payouts for customers the brokerage has no investor for. */
const unclaimedProviderRecords = async (target: ServerTarget): Promise<Difference[]> =>
  (await staffCall(target, '/provider/unclaimed', {})).map((record) => ({
    phone: '-',
    table: 'provider_records',
    row: record.reference,
    what: `the provider ${record.kind === 'payout' ? 'paid out' : 'collected'} for ${record.reference} (${record.providerReference}) for customer ${record.userId}, who is no investor`,
    stored: '-',
    recomputed: record.amount,
  }))

/** Counts the accounts and events `--all` will read (one pass over the ids: nothing is kept). */
const countAll = async (target: ServerTarget) => {
  let accounts = 0
  let events = 0
  for await (const user of staffPages(target, '/users/list', {}, (row) => row.id)) {
    accounts += 1
    events += user.eventCount
  }
  return { accounts, events }
}

/** `bourse audit --all`: every account, a window of them at once on the pool, summaries yielded in list order. */
async function* auditAll(
  target: ServerTarget,
  pool: AuditPool,
  window: number,
  checkpoint: Checkpoint,
): AsyncGenerator<AccountAudit> {
  const running: Array<Promise<AccountAudit>> = []
  for await (const user of staffPages(target, '/users/list', {}, (row) => row.id)) {
    running.push(pool.audit(user.phone, checkpoint?.get(user.phone)))
    if (running.length >= window) yield await (running.shift() as Promise<AccountAudit>)
  }
  while (running.length > 0) yield await (running.shift() as Promise<AccountAudit>)
}

/**
 * `--workers N` (1: this thread only), else one thread per core but one, at most 4, and none on two cores or fewer:
 * there the threads only compete with the process's own I/O (measured: docs/benchmarks.md, issue 20).
 */
const workersOf = (context: CommandContext, all: boolean): number => {
  if (!all) return 1
  const given = context.options.workers
  if (given === undefined) return availableParallelism() <= 2 ? 1 : Math.min(availableParallelism() - 1, 4)
  const workers = Number(given)
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw usageFailure('--workers takes 1 to 64')
  return workers
}

/**
 * `bourse audit <phone>` / `bourse audit --all`: replays accounts through core from their stored events, recomputes
 * every charge with the fee schedule, compares everything with the stored journal and balances to the paisa, prints
 * a summary per account and every difference with the event it comes from, and exits 1 when there is any.
 */
export const runAudit = async (context: CommandContext): Promise<void> => {
  const phone = context.args[0]
  if (phone === 'checkpoint') return runCheckpoint(context)
  const all = context.options.all === true
  if (all === (phone !== undefined)) throw usageFailure('give one phone number, or --all')
  const checkpoint =
    typeof context.options.checkpoint === 'string' ? readCheckpoint(context.options.checkpoint) : undefined
  const json = wantsJson(context)
  const target = staffTarget(context)
  const schedule = await readAuditSchedule(target)
  const started = performance.now()
  const totals = { accounts: 0, events: 0, journalRows: 0, chargesRecomputed: 0, chargesNotRecomputed: 0 }
  const differences: Difference[] = []
  const summaries: Array<Omit<AccountAudit, 'balances'>> = []
  const expected = all ? await countAll(target) : { accounts: 1, events: 0 }
  const bar = createProgressBar(process.stderr, all && !json ? expected.events : 0, 'events')
  const workers = workersOf(context, all)
  const pool = createAuditPool(target, schedule, workers)
  const audits = all
    ? auditAll(target, pool, workers * inFlightPerThread, checkpoint)
    : (async function* () {
        yield await pool.audit(phone as string, checkpoint?.get(phone as string))
      })()
  const audited = new Set<string>()
  for await (const audit of audits) {
    audited.add(audit.phone)
    totals.accounts += 1
    totals.events += audit.events
    totals.journalRows += audit.journalRows
    totals.chargesRecomputed += audit.chargesRecomputed
    totals.chargesNotRecomputed += audit.chargesNotRecomputed
    differences.push(...audit.differences)
    if (json) {
      const { balances: _balances, ...counts } = audit
      summaries.push(counts)
      continue
    }
    bar.interrupt(() => {
      context.output.out(summaryLine(audit))
      for (const difference of audit.differences) context.output.out(differenceLine(difference))
    })
    bar.advance(totals.events)
  }
  await pool.close()
  bar.finish()
  // Differences of no audited account: accounts of the checkpoint that are gone, the provider's unclaimed money.
  const unattributed = all
    ? [...missingFromCheckpoint(checkpoint, audited), ...(await unclaimedProviderRecords(target))]
    : []
  differences.push(...unattributed)
  if (!json) for (const difference of unattributed) context.output.out(differenceLine(difference))
  const seconds = (performance.now() - started) / 1000
  const rate = Math.round(totals.events / Math.max(seconds, 0.001))
  const scheduleLabel = `${schedule.current.stock.name} v${schedule.current.stock.version}`
  if (json) {
    const { accounts, ...counts } = totals
    printJson(context.output, {
      schedule: scheduleLabel,
      accountsAudited: accounts,
      ...counts,
      differences: differences.length,
      seconds: Number(seconds.toFixed(3)),
      eventsPerSecond: rate,
      maxRssMegabytes: Math.round(process.resourceUsage().maxRSS / 1024),
      cpuSeconds: Number(((process.cpuUsage().user + process.cpuUsage().system) / 1e6).toFixed(1)),
      accounts: summaries,
      unattributed,
    })
  } else {
    context.output.out(
      `\nAudited ${totals.accounts} account${totals.accounts === 1 ? '' : 's'} (${totals.events} events, ${totals.journalRows} journal rows, ${totals.chargesRecomputed} charges recomputed with ${scheduleLabel}) in ${seconds.toFixed(2)} s, ${rate} events/s: ${differences.length === 0 ? 'no difference' : `${differences.length} difference${differences.length === 1 ? '' : 's'}`}.\n`,
    )
  }
  if (differences.length > 0)
    throw new CliFailure(`the audit found ${differences.length} difference${differences.length === 1 ? '' : 's'}`)
}
