import { useStdout } from 'ink'
import { useEffect, useState } from 'react'

/** A terminal's size in cells. */
export interface TerminalSize {
  readonly columns: number
  readonly rows: number
}

const sizeOf = (stdout: NodeJS.WriteStream): TerminalSize => ({
  columns: stdout.columns ?? 80,
  rows: stdout.rows ?? 24,
})

/**
 * The terminal's size, drawn again as soon as it changes: Ink lays its frame out again on `resize`, but a screen that
 * chose its layout from the size must hear it too, or a shrunk terminal keeps the wide layout until a key (issue 34).
 */
export const useTerminalSize = (): TerminalSize => {
  const { stdout } = useStdout()
  const [size, setSize] = useState(() => sizeOf(stdout))
  useEffect(() => {
    const resized = () => setSize(sizeOf(stdout))
    stdout.on('resize', resized)
    return () => {
      stdout.off('resize', resized)
    }
  }, [stdout])
  return size
}
