import { createInterface } from 'node:readline/promises'

/**
 * The second factor's code: `--totp CODE`, else asked on the terminal (shown as typed: a code is good once), else
 * '' when there is no terminal to ask on (a piped password): the server then says what it needs.
 */
export const readCode = async (
  options: Readonly<Record<string, unknown>>,
  stdin: NodeJS.ReadableStream,
  question: string,
): Promise<string> => {
  if (typeof options.totp === 'string') return options.totp.trim()
  const terminal = stdin as NodeJS.ReadStream
  if (!terminal.isTTY || options.passwordStdin === true) return ''
  const prompt = createInterface({ input: terminal, output: process.stderr })
  try {
    return (await prompt.question(question)).trim()
  } finally {
    prompt.close()
  }
}
