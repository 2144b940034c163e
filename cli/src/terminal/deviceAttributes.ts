/** The streams of a terminal: what it types and where it draws. */
interface Terminal {
  readonly input: NodeJS.ReadStream
  readonly output: NodeJS.WriteStream
}

/**
 * Asks the terminal its primary device attributes (`ESC [ c`) and answers its reply (`ESC [ ? 62 ; 4 c`), or undefined
 * when it is not a terminal or does not answer within `waitMs`. Runs before the console starts reading keys, so the
 * reply never reaches them.
 */
export const askDeviceAttributes = ({ input, output }: Terminal, waitMs = 300): Promise<string | undefined> =>
  new Promise((resolve) => {
    if (!input.isTTY || !output.isTTY) return resolve(undefined)
    let answer = ''
    const finish = () => {
      clearTimeout(timer)
      input.off('data', read)
      input.setRawMode(false)
      input.pause()
      resolve(answer === '' ? undefined : answer)
    }
    const read = (chunk: Buffer | string) => {
      answer += chunk.toString()
      if (/\[\?[\d;]*c/.test(answer)) finish()
    }
    const timer = setTimeout(finish, waitMs)
    input.setRawMode(true)
    input.on('data', read)
    input.resume()
    output.write('\u001b[c')
  })
