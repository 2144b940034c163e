import { Box, Text } from 'ink'

/** Every key of a screen: [keys, what they do]. */
export type KeyHelp = ReadonlyArray<readonly [keys: string, action: string]>

/** The keyboard help shown on `?` (any key closes it). */
export const HelpOverlay = ({ title, keys }: { readonly title: string; readonly keys: KeyHelp }) => (
  <Box flexDirection="column" borderStyle="single" paddingX={1} width={78}>
    <Text bold>{`${title} — keys`}</Text>
    {keys.map(([key, action]) => (
      <Text key={key}>{`${key.padEnd(16)}${action}`}</Text>
    ))}
    <Text dimColor>any key closes this help</Text>
  </Box>
)
