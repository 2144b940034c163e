import type { Command } from 'commander'
import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { idArgument } from '../../internal/idArgument.js'
import { staffCall } from '../../internal/serverClient.js'
import type { StaffAnswer } from '../../internal/staffRoutes.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'
import { type AreaDependencies, actionOf, withCommonOptions } from '../area.js'

type Note = StaffAnswer<'/contractNotes/show'>

/** The day (or with `--statement`, the month) a command is about; today in Shanghai when none is given. */
const periodOf = (context: CommandContext): { date: string; kind: 'note' | 'statement' } => {
  const date = context.options.date
  const statement = context.options.statement === true
  if (typeof date === 'string') return { date, kind: statement ? 'statement' : 'note' }
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  return { date: statement ? today.slice(0, 7) : today, kind: statement ? 'statement' : 'note' }
}

const printProgress = (context: CommandContext, progress: StaffAnswer<'/contractNotes/status'>) =>
  wantsJson(context)
    ? printJson(context.output, progress)
    : context.output.out(`${progress.kind} ${progress.date} (${progress.status}): ${progress.text}\n`)

const printNote = (context: CommandContext, note: Note) =>
  printResult(
    context.output,
    wantsJson(context)
      ? note
      : {
          id: note.id,
          phone: note.phone,
          kind: note.kind,
          date: note.date,
          stage: note.stage,
          failure: note.failure ?? '',
          issued: note.issuedAt === null ? '' : instantText(note.issuedAt),
          sent: note.sentAt === null ? '' : instantText(note.sentAt),
          sha256: note.sha256 ?? '',
          mailings: note.mailings.map((m) => `${m.mailing}: ${m.address} ${m.messageId} (${m.requestedBy})`).join('; '),
        },
    wantsJson(context),
  )

/** `bourse contract-notes run [--date YYYY-MM-DD] [--statement]` (finance): starts a day's run. */
const runRun = async (context: CommandContext) =>
  printProgress(context, await staffCall(staffTarget(context), '/contractNotes/run', periodOf(context)))

/** `bourse contract-notes status [--date]`: a run's progress, "sent 84 211 of 100 000, 3 failed: …". */
const runStatus = async (context: CommandContext) =>
  printProgress(context, await staffCall(staffTarget(context), '/contractNotes/status', periodOf(context)))

/** `bourse contract-notes list <phone> [--date]` (support): an investor's documents, newest first. */
const runList = async (context: CommandContext) => {
  const date = context.options.date
  const notes = await staffCall(staffTarget(context), '/contractNotes/list', {
    phone: firstArgument(context),
    ...(typeof date === 'string' ? { date } : {}),
  })
  if (wantsJson(context)) return printJson(context.output, notes)
  printTable(
    context.output,
    notes,
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'kind', value: (row) => row.kind },
      { heading: 'date', value: (row) => row.date },
      { heading: 'stage', value: (row) => row.stage },
      { heading: 'mailings', value: (row) => row.mailings.length },
      { heading: 'failure', value: (row) => row.failure ?? '' },
    ],
    'No contract note or statement for this investor.',
  )
}

/** `bourse contract-notes show <id>` (support). */
const runShow = async (context: CommandContext) =>
  printNote(
    context,
    await staffCall(staffTarget(context), '/contractNotes/show', { id: String(idArgument(firstArgument(context))) }),
  )

/** `bourse contract-notes resend <id> --reason TEXT` (support): mails the stored file again. */
const runResend = async (context: CommandContext) =>
  printNote(
    context,
    await staffCall(staffTarget(context), '/contractNotes/resend', {
      id: idArgument(firstArgument(context)),
      reason: reasonOf(context),
    }),
  )

/** `bourse contract-notes run|status|list|show|resend` (DECISIONS §27). */
export const registerContractNotes = (program: Command, dependencies: AreaDependencies): void => {
  const group = program.command('contract-notes').description('Contract notes and statements')
  const period = (command: Command) =>
    withCommonOptions(
      command
        .option('--date <day>', 'the trading day YYYY-MM-DD (a month YYYY-MM with --statement); default today')
        .option('--statement', "the month's statements instead of the day's notes"),
    )
  period(
    group.command('run').description("Issue a day's contract notes (finance); a re-run retries what failed"),
  ).action(actionOf(dependencies, runRun))
  period(group.command('status').description("A run's progress")).action(actionOf(dependencies, runStatus))
  withCommonOptions(
    group
      .command('list')
      .description("An investor's notes and statements (support)")
      .argument('<phone>')
      .option('--date <day>', 'only this day'),
  ).action(actionOf(dependencies, runList))
  withCommonOptions(group.command('show').description('One document and its mailings').argument('<id>')).action(
    actionOf(dependencies, runShow),
  )
  withCommonOptions(
    group
      .command('resend')
      .description("Mail a document again to the investor's confirmed address (support)")
      .argument('<id>')
      .requiredOption('--reason <text>', 'why (required)'),
  ).action(actionOf(dependencies, runResend))
}
