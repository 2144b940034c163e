import { describe, expect, it } from 'vitest'
import { createProgressBar } from './progressBar.js'

/** A terminal that records what is written to it, as one string. */
const terminal = () => {
  let text = ''
  const stream = {
    isTTY: true,
    write: (chunk: string) => {
      text += chunk
      return true
    },
  } as unknown as NodeJS.WriteStream
  return { stream, text: () => text }
}

describe('the audit progress bar on a terminal', () => {
  it('clears its line before result lines and draws itself again below them', () => {
    const { stream, text } = terminal()
    const bar = createProgressBar(stream, 200, 'events')
    bar.advance(50)
    bar.interrupt(() => stream.write('OK    9000000001  events 50\n'))
    bar.finish()
    expect(text()).toBe(
      `\r[${'#'.repeat(8)}${'·'.repeat(22)}]  25%  50 / 200 events` +
        '\r\u001b[K' +
        'OK    9000000001  events 50\n' +
        `\r[${'#'.repeat(8)}${'·'.repeat(22)}]  25%  50 / 200 events` +
        `\r[${'#'.repeat(30)}] 100%  200 / 200 events\n`,
    )
  })

  it('writes result lines alone when stderr is not a terminal', () => {
    const { stream, text } = terminal()
    const piped = Object.assign(stream, { isTTY: false })
    const bar = createProgressBar(piped, 200, 'events')
    bar.advance(50)
    bar.interrupt(() => piped.write('OK\n'))
    bar.finish()
    expect(text()).toBe('OK\n')
  })
})
