import { type StaffStore, useStaffStore } from '@bourse/react-hooks'
import { Box, Text } from 'ink'
import { minuteText, type TextColumn, TextTable } from '../terminal/textTable.js'
import type { TrailRow, TrailState } from './trailStore.js'

const route = (row: TrailRow) => row.route.replace(/^\/staff-api/, '')

const narrowColumns: readonly TextColumn<TrailRow>[] = [
  { heading: 'at', width: 11, cell: (row) => minuteText(row.at).slice(5) },
  { heading: 'staff', width: 8, cell: (row) => row.staff },
  { heading: 'route', width: 22, cell: route },
  { heading: 'target', width: 15, cell: (row) => row.target },
  { heading: 'outcome', width: 8, cell: (row) => row.outcome },
  { heading: 'reason', width: 9, cell: (row) => row.reason || '-' },
]

const wideColumns: readonly TextColumn<TrailRow>[] = [
  { heading: 'at', width: 16, cell: (row) => minuteText(row.at) },
  { heading: 'staff', width: 10, cell: (row) => row.staff },
  { heading: 'role', width: 8, cell: (row) => row.roles },
  { heading: 'route', width: 22, cell: route },
  { heading: 'target', width: 20, cell: (row) => row.target },
  { heading: 'outcome', width: 14, cell: (row) => row.outcome },
  { heading: 'reason / detail', width: 22, cell: (row) => [row.reason, row.detail].filter(Boolean).join(' · ') || '-' },
]

/**
 * The staff trail (admin, auditor): the filters in force, the rows oldest first with the newest highlighted, and the
 * selected row's reason and detail in full under the list. A role without the trail sees only the server's refusal.
 */
export const TrailView = ({
  store,
  rows,
  wide,
}: {
  readonly store: StaffStore<TrailState>
  readonly rows: number
  readonly wide: boolean
}) => {
  const { filter, rows: entries, loading, error, cut, selected } = useStaffStore(store, (state) => state)
  const chosen = entries[selected]
  const filters = [
    `staff ${filter.staff || 'any'}`,
    `investor ${filter.investor || 'any'}`,
    `since ${filter.since || 'the start'}`,
  ].join(' · ')
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>Staff trail</Text>
        {`  ${filters}${loading ? '  loading…' : ''}${cut ? '  (first 5 000 rows: narrow with f)' : ''}`}
      </Text>
      {error ? (
        <Text color="red">{error}</Text>
      ) : (
        <>
          <TextTable
            rows={entries}
            columns={wide ? wideColumns : narrowColumns}
            limit={rows - 3}
            selected={selected}
            empty="The trail has no entry for these filters."
          />
          {chosen ? (
            <Text wrap="truncate-end">{`#${chosen.id} ${chosen.investor ? `investor ${chosen.investor} · ` : ''}${[chosen.reason, chosen.detail].filter(Boolean).join(' · ') || 'no reason or detail'}`}</Text>
          ) : null}
          <Text dimColor>f filters · ↑↓ PgUp PgDn Home End · r reload</Text>
        </>
      )}
    </Box>
  )
}
