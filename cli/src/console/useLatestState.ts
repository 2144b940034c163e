import { useRef, useState } from 'react'

/**
 * A state that a key handler reads at its latest: Ink may keep an earlier handler between renders, and a burst of
 * keys arrives before React renders again. Answers the value to draw, its setter, and a reader of the latest value.
 */
export const useLatestState = <T>(initial: T): readonly [T, (next: T) => void, () => T] => {
  const [value, setValue] = useState<T>(initial)
  const latest = useRef(value)
  const set = (next: T) => {
    latest.current = next
    setValue(() => next)
  }
  return [value, set, () => latest.current] as const
}
