import { CliFailure, usageFailure } from './failure.js'

/** Reads everything piped on stdin (`--password-stdin`), without its final line break. */
export const readAllStdin = async (stdin: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

/** Asks for a password on the terminal without echoing it; Ctrl-C aborts. */
export const promptHidden = (question: string, stdin: NodeJS.ReadStream, stderr: NodeJS.WriteStream) =>
  new Promise<string>((resolve, reject) => {
    if (!stdin.isTTY) {
      reject(usageFailure('no terminal to ask the password on: pipe it with --password-stdin'))
      return
    }
    stderr.write(question)
    let typed = ''
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    const finish = (error?: Error) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.off('data', onData)
      stderr.write('\n')
      if (error) reject(error)
      else resolve(typed)
    }
    const onData = (text: string) => {
      for (const char of text) {
        if (char === '\r' || char === '\n') return finish()
        if (char === '\u0003') return finish(new CliFailure('cancelled'))
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else typed += char
      }
    }
    stdin.on('data', onData)
  })

/** The password: piped with `--password-stdin`, else asked on the terminal (hidden). */
export const readPassword = async (options: Readonly<Record<string, unknown>>, stdin: NodeJS.ReadableStream) => {
  const password =
    options.passwordStdin === true
      ? await readAllStdin(stdin)
      : await promptHidden('Password: ', stdin as NodeJS.ReadStream, process.stderr)
  if (password === '') throw usageFailure('the password is empty')
  return password
}
