import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { usageFailure } from '../../internal/failure.js'
import { printResult } from '../../output.js'

/**
 * `bourse totp <secret>`: the code an authenticator app shows now for a base32 secret (RFC 6238, 30 s, 6 digits),
 * and the seconds it stays good — for the demo staff's published secret, or a test.
 */
export const runTotp = async (context: CommandContext): Promise<void> => {
  const secret = (context.args[0] ?? '').replace(/\s/g, '').toUpperCase()
  if (!/^[A-Z2-7]{16,}=*$/.test(secret)) throw usageFailure('give a base32 secret such as the one the server printed')
  const { generateSync } = await import('otplib')
  const now = Date.now()
  const code = generateSync({ secret, epoch: Math.floor(now / 1000) })
  if (wantsJson(context)) printResult(context.output, { code, seconds: 30 - (Math.floor(now / 1000) % 30) }, true)
  else context.output.out(`${code}\n`)
}
