import { roundTripsLine } from '../src/store/roundTrips.js'
import type { Running } from './processes.js'

/** Started with this, the Bourse server prints its database round trips so far on `SIGUSR2` (`store/roundTrips.ts`). */
export const roundTripsEnv = { BOURSE_ROUND_TRIPS_SIGNAL: '1' } as const

/**
 * The server's database round trips so far (PostgreSQL: requests its main thread waited for; SQLite: statements run),
 * or `undefined` if it does not answer within 5 s.
 */
export const roundTripsSoFar = (running: Running): Promise<number | undefined> =>
  new Promise((resolve) => {
    const stdout = running.child.stdout
    let text = ''
    const done = (count: number | undefined) => {
      clearTimeout(timer)
      stdout?.off('data', read)
      resolve(count)
    }
    const read = (chunk: Buffer) => {
      text += chunk.toString()
      const match = new RegExp(`${roundTripsLine}(\\d+)`).exec(text)
      if (match?.[1]) done(Number(match[1]))
    }
    const timer = setTimeout(() => done(undefined), 5_000)
    stdout?.on('data', read)
    running.child.kill('SIGUSR2')
  })
