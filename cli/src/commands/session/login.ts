import { type CommandContext, serverOf, wantsJson } from '../../internal/commandContext.js'
import { usageFailure } from '../../internal/failure.js'
import { readPassword } from '../../internal/passwordInput.js'
import { investorCall, staffCall } from '../../internal/serverClient.js'
import { sessionPath, writeSession } from '../../internal/sessionFile.js'
import { printResult } from '../../output.js'

/**
 * `bourse login <phone>` (investor, `/prod-api/user/login.do`) or `bourse login --staff NAME` (`/staff-api/login`):
 * the password is read hidden or from `--password-stdin`, and the token saved in the session file (mode 0600).
 */
export const runLogin = async (context: CommandContext): Promise<void> => {
  const staffName = context.options.staff
  const phone = context.args[0]
  if (typeof staffName !== 'string' && phone === undefined)
    throw usageFailure('give a phone number, or --staff NAME to sign in as staff')
  if (typeof staffName === 'string' && phone !== undefined)
    throw usageFailure('give either a phone number or --staff NAME, not both')
  if (phone !== undefined && !/^\d{10}$/.test(phone))
    throw usageFailure(`not a phone number: ${phone} (an investor signs in with the 10 digits of their phone)`)
  const kind = typeof staffName === 'string' ? 'staff' : 'investor'
  const server = serverOf(context, kind)
  const password = await readPassword(context.options, context.stdin)
  const target = { server, token: undefined }
  const who = typeof staffName === 'string' ? staffName : (phone as string)
  const token =
    kind === 'staff'
      ? await staffCall(target, '/login', { name: who, password })
      : await investorCall(target, '/user/login.do', { phone: who, userPwd: password })
  writeSession(context.env, kind, { server, who, token: String(token) })
  printResult(
    context.output,
    { signedIn: who, as: kind, server, session: sessionPath(context.env) },
    wantsJson(context),
  )
}
