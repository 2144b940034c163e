/** A one-line progress bar redrawn on a terminal (`\r`), silent when stderr is not one. */
export interface ProgressBar {
  advance(done: number): void
  /** Clears the bar's line, runs `write` (result lines), and draws the bar again below them. */
  interrupt(write: () => void): void
  finish(): void
}

/** `[##########··········]  52%  5 200 / 10 000 events`, 30 cells wide, redrawn at most every 100 ms. */
export const createProgressBar = (stream: NodeJS.WriteStream, total: number, unit: string): ProgressBar => {
  if (!stream.isTTY || total === 0)
    return { advance: () => undefined, interrupt: (write) => write(), finish: () => undefined }
  let shown = 0
  let last = 0
  const draw = (done: number) => {
    last = done
    const share = Math.min(1, done / total)
    const cells = Math.round(share * 30)
    stream.write(
      `\r[${'#'.repeat(cells)}${'·'.repeat(30 - cells)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${done} / ${total} ${unit}`,
    )
  }
  return {
    advance: (done) => {
      const now = Date.now()
      if (now - shown < 100) return
      shown = now
      draw(done)
    },
    interrupt: (write) => {
      if (shown > 0) stream.write('\r\u001b[K')
      write()
      if (shown > 0) draw(last)
    },
    finish: () => {
      draw(total)
      stream.write('\n')
    },
  }
}
