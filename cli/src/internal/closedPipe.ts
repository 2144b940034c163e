/** A stream the CLI writes to (stdout, stderr). */
interface Writable {
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown
}

/**
 * Ends the process quietly when the reader of `stream` has gone (`bourse user … | head -5`): EPIPE is not a
 * failure of the command, so exit 0 with nothing printed; any other write error exits 1 with one line.
 */
export const endQuietlyOnClosedPipe = (
  stream: Writable,
  exit: (code: number) => void,
  report: (line: string) => void,
): void => {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') exit(0)
    else {
      report(`bourse: cannot write the output (${error.code ?? error.message})\n`)
      exit(1)
    }
  })
}
