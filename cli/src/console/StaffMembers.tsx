import type { StaffDataOf } from '@bourse/react-hooks'
import { Box, Text } from 'ink'
import { minuteText, TextTable } from '../terminal/textTable.js'

/** Every staff member as `/staff/list` answers them (admin). */
export type StaffMembersList = StaffDataOf<'/staff/list'>

/**
 * Queues → Staff, `m` (admin): every member with roles, whether disabled, and since when; ↑ ↓ select one for `d`
 * (disable); Esc or `m` goes back.
 */
export const StaffMembers = ({
  members,
  selected,
  rows,
}: {
  readonly members: StaffMembersList
  readonly selected: number
  readonly rows: number
}) => (
  <Box flexDirection="column">
    <Text bold>Staff members</Text>
    <TextTable
      rows={members}
      columns={[
        { heading: 'name', width: 20, cell: (member) => member.name },
        { heading: 'roles', width: 24, cell: (member) => member.roles.join(',') },
        { heading: 'disabled', width: 8, cell: (member) => (member.disabled ? 'yes' : '') },
        { heading: 'since', width: 16, cell: (member) => minuteText(member.createdAt) },
      ]}
      limit={rows - 3}
      selected={selected}
      empty="No staff member."
    />
    <Text dimColor>
      {`${members[selected] ? `d disable ${members[selected].name} · ↑↓ select · ` : ''}n propose a change · m or Esc back`}
    </Text>
  </Box>
)
