import { useCallback, useRef, useState } from 'react'

/**
 * A state that a key handler reads at its latest: Ink may keep an earlier handler between renders, and a burst of
 * keys arrives before React renders again. Answers the value to draw, its setter, and a reader of the latest value
 * (both the same functions at every render, so an effect may depend on them).
 */
export const useLatestState = <T>(initial: T): readonly [T, (next: T) => void, () => T] => {
  const [value, setValue] = useState<T>(initial)
  const latest = useRef(value)
  const set = useCallback((next: T) => {
    latest.current = next
    setValue(() => next)
  }, [])
  const read = useCallback(() => latest.current, [])
  return [value, set, read] as const
}
