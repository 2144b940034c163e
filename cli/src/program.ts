import { Command, CommanderError } from 'commander'
import type { AreaDependencies } from './commands/area.js'
import { CliFailure, exitCodes, oneLine } from './internal/failure.js'
import type { Output } from './output.js'
import { cliVersion } from './version.js'

type Area = 'session' | 'support' | 'finance' | 'auditor' | 'admin' | 'investor' | 'calc' | 'interactive'

/** Each area registers its own commands; only the area of the command being run is loaded. */
const areas: Record<Area, () => Promise<{ register(program: Command, dependencies: AreaDependencies): void }>> = {
  session: () => import('./commands/session/index.js'),
  support: () => import('./commands/support/index.js'),
  finance: () => import('./commands/finance/index.js'),
  auditor: () => import('./commands/auditor/index.js'),
  admin: () => import('./commands/admin/index.js'),
  investor: () => import('./commands/investor/index.js'),
  calc: () => import('./commands/calc/index.js'),
  interactive: () => import('./commands/interactive/index.js'),
}

/** The top-level commands, in the order `--help` lists them, with the area that defines each. */
const topLevel: ReadonlyArray<readonly [name: string, area: Area, description: string]> = [
  ['login', 'session', 'Sign in as an investor (phone) or as staff (--staff NAME)'],
  ['logout', 'session', 'Sign out and forget the saved sessions'],
  ['totp', 'session', 'The code an authenticator shows now for a base32 secret (the demo staff secret)'],
  ['user', 'support', "An investor's whole account: balances, KYC, card, positions, orders, money under review"],
  ['find', 'support', 'Find investors by part of a name or phone, ID or card last 4, position, order or recharge'],
  ['kyc', 'support', 'Real-name review: queue, show (saves the ID images), approve, reject'],
  ['bank', 'support', "Reset an investor's bank card"],
  ['funding-password', 'support', "Reset an investor's forgotten funding password"],
  ['sms', 'support', 'The SMS outbox of the development provider'],
  ['tickets', 'support', "The help desk: investors' requests — queue, show, reply, close"],
  ['withdrawals', 'finance', 'Withdrawals under review: queue, pay, reject'],
  ['recharges', 'finance', 'Recharges waiting for the bank: queue, confirm, fail'],
  ['financing', 'finance', 'Margin-financing applications: queue, approve, reject'],
  ['welfare', 'finance', 'Welfare-benefit applications: queue, approve, reject'],
  ['contract-notes', 'finance', 'Contract notes and statements: run, status (finance); list, show, resend (support)'],
  ['audit', 'auditor', 'Replay accounts through core and compare every balance and charge with the stored ones'],
  ['log', 'auditor', 'The staff audit trail'],
  ['staff', 'admin', 'Staff members and proposals: list, propose, approve, reject (two admins)'],
  ['settings', 'admin', 'Money-setting proposals: propose, approve, reject (two admins)'],
  ['keys', 'admin', 'The keys sealing personal data: status, rotate, approve, reject (two admins)'],
  ['adjustments', 'admin', 'Balance adjustments: queue, propose, approve, reject (two admins)'],
  ['quote', 'investor', 'The live quote of a stock'],
  ['positions', 'investor', 'Your open positions with their distance to liquidation'],
  ['alerts', 'investor', 'Your price alerts: list, add, delete'],
  ['gtt', 'investor', 'Your good-till-triggered orders: list, add, cancel'],
  ['calc', 'calc', 'Auditor calculators over core (no server needed)'],
  ['console', 'interactive', 'The interactive support console (staff)'],
  ['watch', 'interactive', 'Live quotes of your watchlist and positions (investor)'],
]

/** The command named by `args` (after `help`, if that comes first). */
const commandNameOf = (args: readonly string[]): string | undefined => {
  const words = args.filter((arg) => !arg.startsWith('-'))
  return words[0] === 'help' ? words[1] : words[0]
}

/**
 * The `bourse` command tree for `args`. Only the area of the command being run is loaded: `bourse --help` loads
 * commander alone, and no non-interactive command loads Ink or React.
 */
export const createProgram = async (
  output: Output,
  args: readonly string[],
  dependencies: Omit<AreaDependencies, 'output'> = { env: process.env, stdin: process.stdin },
): Promise<Command> => {
  const program = new Command('bourse')
    .description('Bourse terminal client: investors, support staff and auditors (simulated brokerage)')
    .version(cliVersion, '-V, --version', 'print the version')
    .configureOutput({ writeOut: output.out, writeErr: output.err, outputError: () => undefined })
    .exitOverride()
    .showSuggestionAfterError(false)
  const name = commandNameOf(args)
  const area = topLevel.find(([command]) => command === name)?.[1]
  const loaded = area === undefined ? undefined : await areas[area]()
  let registered = false
  for (const [command, itsArea, description] of topLevel) {
    if (itsArea !== area) program.command(command).description(description)
    else if (!registered) {
      loaded?.register(program, { ...dependencies, output })
      registered = true
    }
  }
  return program
}

/** The exit code and the one line to print for what a run threw (help and version exit 0). */
export const failureOf = (error: unknown): { readonly exitCode: number; readonly message: string | undefined } => {
  if (error instanceof CommanderError) {
    if (error.exitCode === 0) return { exitCode: 0, message: undefined }
    const message = error.code === 'commander.help' ? undefined : error.message.replace(/^error: /, '')
    return { exitCode: exitCodes.usage, message }
  }
  if (error instanceof CliFailure) return { exitCode: error.exitCode, message: error.message }
  return { exitCode: exitCodes.refused, message: oneLine(error) }
}

/** Runs `bourse …args` with `output`: answers the exit code; failures print one line `bourse: …` on stderr. */
export const runBourse = async (
  output: Output,
  args: readonly string[],
  dependencies?: Omit<AreaDependencies, 'output'>,
): Promise<number> => {
  try {
    const program = await createProgram(output, args, dependencies)
    await program.parseAsync([...args], { from: 'user' })
    return exitCodes.ok
  } catch (error) {
    const { exitCode, message } = failureOf(error)
    if (message !== undefined) output.err(`bourse: ${message}\n`)
    return exitCode
  }
}
