import { existsSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { CliFailure, usageFailure } from '../../internal/failure.js'
import { staffBytes, staffCall } from '../../internal/serverClient.js'
import { firstArgument, staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'
import { kycStates } from './user.js'

const extensionOf = (type: string): string =>
  type.includes('png') ? 'png' : type.includes('webp') ? 'webp' : type.includes('jpeg') ? 'jpg' : 'bin'

/**
 * `bourse kyc show <phone>`: the application with the unmasked ID number (audited), its history, and each ID image
 * saved as `<folder>/<phone>-<side>.<ext>` (mode 0600), whose names it prints.
 */
export const runKycShow = async (context: CommandContext): Promise<void> => {
  const target = staffTarget(context)
  const phone = firstArgument(context)
  const folder = resolve(String(context.options.out ?? '.'))
  // Checked before the look-up, so a mistyped folder neither fails half-way nor logs the images as viewed.
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw usageFailure(`the folder "${String(context.options.out ?? '.')}" does not exist; create it first`)
  const review = await staffCall(target, '/kyc/show', { phone })
  const files: Array<{ side: string; file: string }> = []
  for (const image of review.images) {
    const { bytes, type } = await staffBytes(target, `/images/${image.key}`)
    const file = join(folder, `${review.phone}-${image.side}.${extensionOf(type)}`)
    try {
      writeFileSync(file, bytes, { mode: 0o600 })
    } catch (error) {
      throw new CliFailure(`cannot save ${file}: ${(error as NodeJS.ErrnoException).code ?? 'write failed'}`)
    }
    files.push({ side: image.side, file })
  }
  if (wantsJson(context)) return printJson(context.output, { ...review, files })
  printResult(
    context.output,
    {
      phone: review.phone,
      status: kycStates[review.isActive] ?? String(review.isActive),
      realName: review.realName,
      idCard: review.idCard,
      panCode: review.panCode,
      authMsg: review.authMsg,
    },
    false,
  )
  for (const { side, file } of files) context.output.out(`image ${side.padEnd(5)}  ${file}\n`)
  context.output.out('\nHistory\n')
  printTable(
    context.output,
    review.history,
    [
      { heading: 'at', value: (step) => instantText(step.at) },
      { heading: 'action', value: (step) => step.action },
      { heading: 'by', value: (step) => step.actor },
      { heading: 'reason', value: (step) => step.reason },
    ],
    '  none',
  )
}
