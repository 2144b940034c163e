import { Text } from 'ink'
import type { ReactNode } from 'react'
import type { Key } from '../terminal/keys.js'
import { useLatestState } from './useLatestState.js'

/** A decision waiting for `y`: what it does, in words, and how to do it. */
export interface Confirmation {
  readonly text: string
  readonly run: () => Promise<void> | void
}

/**
 * The y/n question asked before every decision that moves money or changes an identity: `ask` opens it, `y` runs
 * it, `n` or Esc drops it. While it is open it takes every key (`handle` answers false when none is open).
 */
export const useConfirmation = () => {
  const [question, setQuestion, open] = useLatestState<Confirmation | undefined>(undefined)
  const handle = (input: string, key: Key): boolean => {
    const asked = open()
    if (!asked) return false
    if (input === 'y' || input === 'Y') {
      setQuestion(undefined)
      void asked.run()
    } else if (input === 'n' || input === 'N' || key.escape) setQuestion(undefined)
    return true
  }
  const line: ReactNode = question ? (
    <Text>
      <Text color="yellow" wrap="truncate-end">{`Confirm: ${question.text}`}</Text>
      <Text bold>{'  y yes · n no'}</Text>
    </Text>
  ) : null
  return { ask: setQuestion, handle, line }
}
