import { Box, Text } from 'ink'
import { currentField, type FormState } from './actionForm.js'

/** The line of a form being filled: what it does, the field, its text, and the last refusal in red. */
export const FormPrompt = ({ state }: { readonly state: FormState }) => {
  const field = currentField(state)
  if (!field) return null
  const shown = field.secret ? '*'.repeat([...state.text].length) : state.text
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        {`${state.form.title} — ${field.label}${field.hint ? ` (${field.hint})` : ''}: `}
        <Text inverse>{`${shown} `}</Text>
        <Text dimColor>{'  Enter · Esc cancel'}</Text>
      </Text>
      {state.error ? <Text color="red">{state.error}</Text> : null}
    </Box>
  )
}
