import { staffPages } from '../../auditor/staffPages.js'
import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { usageFailure } from '../../internal/failure.js'
import { staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printTable } from '../../output.js'

/** `--since 2026-11-24` or `--since 2026-11-24T03:00Z`: the instant in ms; anything else is bad usage. */
export const sinceOption = (text: string): number => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : Date.parse(text)
  if (Number.isNaN(at) || at < 0) throw usageFailure(`--since must be a date such as 2026-11-24, got "${text}"`)
  return at
}

/** `bourse log [--staff NAME] [--investor PHONE] [--since DATE]`: the staff audit trail (admin and auditor), oldest first. */
export const runLog = async (context: CommandContext): Promise<void> => {
  const { staff, investor, since } = context.options
  const query = {
    ...(typeof staff === 'string' ? { staff } : {}),
    ...(typeof investor === 'string' ? { investor } : {}),
    ...(typeof since === 'string' ? { since: String(sinceOption(since)) } : {}),
  }
  const target = staffTarget(context)
  const rows = []
  for await (const row of staffPages(target, '/audit', query, (entry) => entry.id)) rows.push(row)
  if (wantsJson(context)) return printJson(context.output, rows)
  printTable(
    context.output,
    rows,
    [
      { heading: 'at', value: (row) => instantText(row.at) },
      { heading: 'staff', value: (row) => row.staff },
      { heading: 'role', value: (row) => row.roles },
      { heading: 'route', value: (row) => row.route.replace(/^\/staff-api/, '') },
      { heading: 'target', value: (row) => row.target },
      { heading: 'reason', value: (row) => row.reason },
      { heading: 'outcome', value: (row) => row.outcome },
      { heading: 'detail', value: (row) => row.detail },
    ],
    'The audit trail has no entry for this query.',
  )
}
