import { deviceName } from '../../internal/deviceName.js'
import { instantText, type Output, printTable } from '../../output.js'

type Row = Readonly<Record<string, unknown>>

const rowsOf = (section: unknown) => (Array.isArray(section) ? (section as Row[]) : [])

/** The look-up's closed positions (newest first): prices, realised P&L and every charge, as a table. */
export const printClosedPositions = (output: Output, section: unknown): void => {
  output.out('\nClosed positions\n')
  printTable(
    output,
    rowsOf(section),
    [
      { heading: 'position', value: (row) => row.positionSn },
      { heading: 'account', value: (row) => row.account },
      { heading: 'code', value: (row) => row.code },
      { heading: 'side', value: (row) => row.direction },
      { heading: 'qty', value: (row) => row.quantity },
      { heading: 'open', value: (row) => row.openPrice, amount: true },
      { heading: 'close', value: (row) => row.closePrice, amount: true },
      { heading: 'P&L', value: (row) => row.profitAndLoss, amount: true },
      { heading: 'charges', value: (row) => row.charges, amount: true },
      { heading: 'closed', value: (row) => instantText(row.closedAt) },
      { heading: 'why', value: (row) => row.reason },
    ],
    '  none',
  )
}

/** The investor's sessions (newest first): device (its user agent in `--json`), times, masked address, state. */
export const printSessions = (output: Output, section: unknown): void => {
  output.out('\nSessions\n')
  printTable(
    output,
    rowsOf(section),
    [
      { heading: '#', value: (row) => row.id },
      { heading: 'device', value: (row) => deviceName(String(row.device ?? '')) },
      { heading: 'signed in', value: (row) => instantText(row.startedAt) },
      { heading: 'last seen', value: (row) => instantText(row.lastSeenAt) },
      { heading: 'address', value: (row) => row.address || '-' },
      { heading: 'state', value: (row) => (row.active ? 'active' : 'ended') },
    ],
    '  none',
  )
}
