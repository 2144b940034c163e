import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { askDeviceAttributes } from './deviceAttributes.js'

/** A terminal pair over in-memory streams: `answer` is what the terminal replies to `ESC [ c` (nothing: silent). */
const terminal = (answer: string | undefined) => {
  const modes: boolean[] = []
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: (raw: boolean) => {
      modes.push(raw)
      return input
    },
  })
  const output = Object.assign(new PassThrough(), { isTTY: true })
  output.on('data', (chunk: Buffer) => {
    if (chunk.toString() === '\u001b[c' && answer !== undefined) input.write(answer)
  })
  return { input: input as unknown as NodeJS.ReadStream, output: output as unknown as NodeJS.WriteStream, modes }
}

describe("asking the terminal's device attributes (sixel detection)", () => {
  it("answers the terminal's reply and gives the keyboard back as it was", async () => {
    const tty = terminal('\u001b[?62;4;22c')
    expect(await askDeviceAttributes(tty, 1000)).toBe('\u001b[?62;4;22c')
    expect(tty.modes).toEqual([true, false])
  })

  it('answers nothing from a silent terminal after the wait, or from a stream that is not a terminal', async () => {
    const tty = terminal(undefined)
    expect(await askDeviceAttributes(tty, 30)).toBeUndefined()
    expect(tty.modes).toEqual([true, false])
    const piped = { input: new PassThrough() as unknown as NodeJS.ReadStream, output: tty.output }
    expect(await askDeviceAttributes(piped, 30)).toBeUndefined()
  })
})
