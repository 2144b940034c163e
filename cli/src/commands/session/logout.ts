import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { investorCall, staffCall } from '../../internal/serverClient.js'
import { readSessions, type SessionKind, writeSession } from '../../internal/sessionFile.js'
import { printResult } from '../../output.js'

/** Ends a saved session on its server (best effort: an expired one is forgotten all the same) and forgets it. */
const endSession = async (context: CommandContext, kind: SessionKind): Promise<string | undefined> => {
  const saved = readSessions(context.env)[kind]
  if (saved === undefined) return undefined
  const target = { server: saved.server, token: saved.token }
  try {
    if (kind === 'staff') await staffCall(target, '/logout', {})
    else await investorCall(target, '/user/logout.do', {})
  } catch {
    // Already ended or the server is gone: the local session is dropped either way.
  }
  writeSession(context.env, kind, undefined)
  return saved.who
}

/** `bourse logout [--staff | --investor]`: both sessions unless one is named. */
export const runLogout = async (context: CommandContext): Promise<void> => {
  const kinds: SessionKind[] =
    context.options.staff === true
      ? ['staff']
      : context.options.investor === true
        ? ['investor']
        : ['staff', 'investor']
  const ended: Record<string, string> = {}
  for (const kind of kinds) {
    const who = await endSession(context, kind)
    if (who !== undefined) ended[kind] = who
  }
  printResult(
    context.output,
    Object.keys(ended).length === 0 ? { signedOut: 'no saved session' } : ended,
    wantsJson(context),
  )
}
