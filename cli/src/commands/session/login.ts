import { readCode } from '../../internal/codeInput.js'
import { type CommandContext, serverOf, wantsJson } from '../../internal/commandContext.js'
import { CliFailure, usageFailure } from '../../internal/failure.js'
import { readPassword } from '../../internal/passwordInput.js'
import { investorCall, type ServerTarget, staffCall } from '../../internal/serverClient.js'
import { sessionPath, writeSession } from '../../internal/sessionFile.js'
import { printResult } from '../../output.js'
import { showEnrolment, showRecoveryCodes } from './staffEnrolment.js'

const codeQuestion = 'Authenticator code (or a recovery code; Enter if you have no authenticator yet): '

/**
 * Staff sign-in with the second factor (DECISIONS §28): name, password and code; a member without an authenticator
 * is shown one to add (URI and QR code), then asked its first code, and shown their recovery codes once.
 */
const staffSignIn = async (context: CommandContext, target: ServerTarget, name: string, password: string) => {
  const totp = await readCode(context.options, context.stdin, codeQuestion)
  const answer = await staffCall(target, '/login', { name, password, ...(totp === '' ? {} : { totp }) })
  if (typeof answer === 'string') return answer
  if ('token' in answer) {
    showRecoveryCodes(context.output, answer.recoveryCodes)
    return answer.token
  }
  await showEnrolment(context.output, answer.enrol)
  const first = await readCode({}, context.stdin, 'The 6-digit code the app shows now: ')
  if (first === '') throw new CliFailure('not signed in: sign in again with --totp <the code the app shows>')
  const enrolled = await staffCall(target, '/login', { name, password, totp: first })
  if (typeof enrolled === 'string' || !('token' in enrolled)) throw new CliFailure('the authenticator was not set up')
  showRecoveryCodes(context.output, enrolled.recoveryCodes)
  return enrolled.token
}

/** Investor sign-in; a second factor by TOTP is asked after the password (a passkey needs the browser). */
const investorSignIn = async (context: CommandContext, target: ServerTarget, phone: string, password: string) => {
  const answer = await investorCall(target, '/user/login.do', { phone, userPwd: password })
  if (typeof answer === 'string') return answer
  if (answer.secondFactor.method === 'passkey')
    throw new CliFailure('this account confirms sign-in with a passkey: sign in in the browser')
  const factorCode = await readCode(context.options, context.stdin, 'Authenticator code (or a recovery code): ')
  return investorCall(target, '/user/login/secondFactor.do', { ticket: answer.secondFactor.ticket, factorCode })
}

/**
 * `bourse login <phone>` (investor, `/prod-api/user/login.do`) or `bourse login --staff NAME` (`/staff-api/login`):
 * the password is read hidden or from `--password-stdin`, the second factor's code asked or given with `--totp`,
 * and the token saved in the session file (mode 0600).
 */
export const runLogin = async (context: CommandContext): Promise<void> => {
  const staffName = context.options.staff
  const phone = context.args[0]
  if (typeof staffName !== 'string' && phone === undefined)
    throw usageFailure('give a phone number, or --staff NAME to sign in as staff')
  if (typeof staffName === 'string' && phone !== undefined)
    throw usageFailure('give either a phone number or --staff NAME, not both')
  const password = await readPassword(context.options, context.stdin)
  const kind = typeof staffName === 'string' ? 'staff' : 'investor'
  const server = serverOf(context, kind)
  const target = { server, token: undefined }
  const who = typeof staffName === 'string' ? staffName : (phone as string)
  const token =
    kind === 'staff'
      ? await staffSignIn(context, target, who, password)
      : await investorSignIn(context, target, who, password)
  writeSession(context.env, kind, { server, who, token: String(token) })
  printResult(
    context.output,
    { signedIn: who, as: kind, server, session: sessionPath(context.env) },
    wantsJson(context),
  )
}
