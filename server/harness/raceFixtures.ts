import { Money, Price } from '@bourse/core'
import { loadAccount } from '../src/accounts/accountRepository.js'
import { executeCommand } from '../src/accounts/executeCommand.js'
import type { Instrument } from '../src/market/Instrument.js'
import type { TestServer } from '../src/testing/startTestServer.js'
import type { TestInvestor } from '../src/users/testInvestor.js'

/**
 * How the two sides of a race reach the server: one after the other (either way round), or together — neither waits
 * for the other; the second side starts `skewMs` after the first (before it when negative), so the two interleave
 * wherever the event loop puts them (at 0 a synchronous side such as a risk pass runs before the request is read).
 */
export type Arrival =
  | { readonly kind: 'firstThenSecond' }
  | { readonly kind: 'secondThenFirst' }
  | { readonly kind: 'together'; readonly skewMs: number }

/** Skews of the simultaneous rounds, in milliseconds: each interleaves the two sides at a different point. */
export const togetherSkews = [0, 0, 1, 2, 3, 5, -1, -3] as const

/** Both orders of arrival, then the simultaneous rounds of `togetherSkews`. */
export const everyArrival: readonly Arrival[] = [
  { kind: 'firstThenSecond' },
  { kind: 'secondThenFirst' },
  ...togetherSkews.map((skewMs) => ({ kind: 'together' as const, skewMs })),
]

/** A readable name of an arrival, for assertion messages. */
export const arrivalName = (arrival: Arrival): string =>
  arrival.kind === 'together' ? `together (+${arrival.skewMs} ms)` : arrival.kind

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs the two sides of a race as `arrival` says; answers both results, first side's first. */
export const race = async <A, B>(
  arrival: Arrival,
  first: () => Promise<A> | A,
  second: () => Promise<B> | B,
): Promise<readonly [A, B]> => {
  if (arrival.kind === 'firstThenSecond') {
    const a = await first()
    return [a, await second()]
  }
  if (arrival.kind === 'secondThenFirst') {
    const b = await second()
    return [await first(), b]
  }
  const after = (ms: number) => (ms <= 0 ? Promise.resolve() : pause(ms))
  const a = after(-arrival.skewMs).then(first)
  const b = after(arrival.skewMs).then(second)
  return [await a, await b]
}

/** Credits `amount` to the investor's stock account, journaled like a sandbox deposit (id unique per call). */
export const fundStockAccount = (server: TestServer, investor: TestInvestor, amount: string): void => {
  const decision = executeCommand(
    server.db,
    investor.userId,
    {
      type: 'creditDeposit',
      id: `race-fund-${investor.userId}-${amount}`,
      rechargeId: 'race',
      amount: Money.of(amount),
    },
    server.clock.now(),
  )
  if (!decision.ok) throw new Error(`funding ${investor.phone}: ${decision.error.key}`)
}

/** The investor's stock balances as stored (`available`, `frozen`), to two decimals. */
export const stockBalancesOf = (server: TestServer, userId: number) => {
  const { balances } = loadAccount(server.db, userId)
  return { available: balances['stock.available'].toFixed(2), frozen: balances['stock.frozen'].toFixed(2) }
}

/**
 * US stocks (no daily price limits, the demo calendar keeps their session open), each set to 10.00 so that every
 * race opens positions at the same hand-checked figures.
 */
export const usStocksAtTen = (server: TestServer, count: number): Instrument[] => {
  const stocks = server.market
    .instruments()
    .filter((instrument) => instrument.kind === 'stock' && instrument.market === 'us' && !instrument.suspended)
    .slice(0, count)
  if (stocks.length < count) throw new Error(`only ${stocks.length} US stocks`)
  for (const stock of stocks) server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
  return stocks
}

/** How many events of `type` the user's account recorded. */
export const eventCount = (server: TestServer, userId: number, type: string): number =>
  (
    server.db.prepare('SELECT COUNT(*) AS n FROM events WHERE user_id = ? AND type = ?').get(userId, type) as {
      n: number
    }
  ).n
