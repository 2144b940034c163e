/** Keys as a terminal sends them to the console. */
export const terminalKeys = {
  enter: '\r',
  tab: '\t',
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  pageUp: '\u001B[5~',
  pageDown: '\u001B[6~',
  home: '\u001B[H',
  end: '\u001B[F',
  escape: '\u001B',
  /** Twenty backspaces: clears a prompt's field. */
  erase: '\u007f'.repeat(20),
} as const

/** Waits (real time, 30 s at most) until the last frame satisfies `done`; answers it. */
export const frameWhen = async (
  lastFrame: () => string | undefined,
  done: (frame: string) => boolean,
): Promise<string> => {
  const deadline = Date.now() + 30_000
  for (;;) {
    const frame = lastFrame() ?? ''
    if (done(frame)) return frame
    if (Date.now() > deadline) throw new Error(`timed out; last frame:\n${frame}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** One key, then a pause, so the next key arrives as its own input (not as a burst). */
export const press = async (stdin: { write(data: string): void }, key: string): Promise<void> => {
  stdin.write(key)
  await new Promise((resolve) => setTimeout(resolve, 120))
}
