/** Exit codes of every command: 0 done, 1 refused by the server or a difference found, 2 bad usage. */
export const exitCodes = { ok: 0, refused: 1, usage: 2 } as const

/** A failure a command reports as one line on stderr, with its exit code; never a stack trace. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = exitCodes.refused,
  ) {
    super(message)
    this.name = 'CliFailure'
  }
}

/** A usage error (exit 2): a missing or malformed argument the server would never see. */
export const usageFailure = (message: string): CliFailure => new CliFailure(message, exitCodes.usage)

/** The one line printed for anything thrown: the message only, on one line. */
export const oneLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ').trim()
