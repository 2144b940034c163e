import type { AccountState } from '@bourse/core/engine'
import type { StaffAnswer } from '../internal/staffRoutes.js'
import type { Difference } from './Difference.js'
import type { ReplayedRecords } from './replayedRecords.js'
import { figureDifference, storedJsonDifferences } from './storedFigure.js'

type StoredRecords = StaffAnswer<'/users/records'>

/**
 * The `accounts` row (balances the investor sees, event count) and the last snapshot (the state the server
 * decides against) against the replay: every balance, and every field of the snapshot against the replayed state
 * after the snapshot's event. Example: `accounts.balances` stock.available 69 901.04 where the replay gives
 * 69 901.03 → `accounts row 9000000001 stock.available: stored 69901.04, recomputed 69901.03`, after the last event
 * that moved it.
 */
export const balancesCheck = (
  phone: string,
  stored: StoredRecords,
  state: AccountState,
  records: ReplayedRecords,
): Difference[] => {
  const account = { phone, table: 'accounts', row: phone }
  const differences: Difference[] = []
  if (stored.eventCount !== state.eventCount)
    differences.push(figureDifference(account, 'event_count', String(stored.eventCount), String(state.eventCount)))
  if (stored.balances === null) {
    if (state.eventCount > 0) differences.push(figureDifference(account, 'balances', '-', 'a row'))
  } else
    for (const difference of storedJsonDifferences(account, 'balances', stored.balances, state.balances))
      differences.push({
        ...difference,
        ...touchOf(records, difference.what.slice(`accounts row ${phone} `.length)),
      })
  differences.push(...snapshotDifferences(phone, stored.snapshot, state, records))
  return differences
}

const touchOf = (records: ReplayedRecords, balance: string) => {
  const touched = records.balances.get(balance)
  return touched === undefined ? {} : { event: touched }
}

const snapshotDifferences = (
  phone: string,
  snapshot: StoredRecords['snapshot'],
  state: AccountState,
  records: ReplayedRecords,
): Difference[] => {
  const place = { phone, table: 'account_snapshots', row: phone }
  if (snapshot === null)
    return state.eventCount > 0
      ? [figureDifference(place, 'state', '-', `a snapshot of ${state.eventCount} events`)]
      : []
  if (records.snapshot === undefined)
    return [figureDifference(place, 'seq', String(snapshot.seq), `at most ${state.eventCount}`)]
  const replayed = { ...records.snapshot.state, handledCommands: {} }
  return storedJsonDifferences(place, 'state', snapshot.state, replayed, records.snapshot.touched)
}
