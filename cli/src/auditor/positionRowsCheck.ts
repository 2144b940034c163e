import type { AccountState } from '@bourse/core/engine'
import type { StaffAnswer } from '../internal/staffRoutes.js'
import type { Difference } from './Difference.js'
import type { ReplayedRecords, ReplayedRow } from './replayedRecords.js'
import { figureDifference, storedJsonDifferences } from './storedFigure.js'

type StoredRecords = StaffAnswer<'/users/records'>
type StoredRow = StoredRecords['positions'][number]

/**
 * One read table against the rows the replay projects: every stored row has its replayed row with the same status
 * and the same data field by field, and every replayed row is stored.
 */
const rowsCheck = (
  phone: string,
  table: string,
  stored: readonly StoredRow[],
  replayed: ReadonlyMap<string, ReplayedRow>,
): Difference[] => {
  const differences: Difference[] = []
  for (const row of stored) {
    const place = { phone, table, row: row.id }
    const expected = replayed.get(row.id)
    if (expected === undefined) {
      differences.push(figureDifference(place, '', 'a row', 'no event made it'))
      continue
    }
    if (Number(row.status) !== expected.status)
      differences.push(figureDifference(place, 'status', String(row.status), String(expected.status), expected.touched))
    differences.push(...storedJsonDifferences(place, 'data', row.data, expected.data, expected.touched))
  }
  const storedIds = new Set(stored.map((row) => row.id))
  for (const [id, expected] of replayed)
    if (!storedIds.has(id))
      differences.push(figureDifference({ phone, table, row: id }, '', 'missing', 'a row', expected.touched))
  return differences
}

/** Open split positions of the financing sub-accounts: exactly the records' open positions. */
const financingPositionsCheck = (phone: string, stored: readonly StoredRow[], state: AccountState): Difference[] => {
  const open = stored
    .filter((row) => Number(row.status) === 0)
    .map((row) => row.id)
    .sort()
  const held = Object.values(state.financings ?? {})
    .flatMap((record) => Object.keys(record.positions))
    .sort()
  return open.join() === held.join()
    ? []
    : [figureDifference({ phone, table: 'financing_positions', row: 'open' }, '', open.join(' '), held.join(' '))]
}

/**
 * The read tables against the replay (DECISIONS §23): position rows (margin, charges, stay fees, targets, close price,
 * P&L and fees of closed positions), pending orders (frozen margin and charges, status), IPO applications (allotted,
 * paid, status) and financing records (sub-account balances, fees, status). Example: a closed position whose stored
 * settlement.pnl is 120.01 where its close event settled 120.00 → `positions row S… data settlement.pnl`.
 */
export const positionRowsCheck = (
  phone: string,
  stored: StoredRecords,
  state: AccountState,
  records: ReplayedRecords,
): Difference[] => [
  ...rowsCheck(phone, 'positions', stored.positions, records.positions),
  ...rowsCheck(phone, 'pending_orders', stored.pendingOrders, records.pendingOrders),
  ...rowsCheck(phone, 'ipo_applications', stored.ipoApplications, records.ipoApplications),
  ...rowsCheck(phone, 'financing_applications', stored.financingApplications, records.financings),
  ...financingPositionsCheck(phone, stored.financingPositions, state),
]
