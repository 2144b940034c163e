import { Money, Price } from '@bourse/core'
import { Decimal } from 'decimal.js'
import { loadAccount } from '../src/accounts/accountRepository.js'
import { executeCommand } from '../src/accounts/executeCommand.js'
import type { Instrument } from '../src/market/Instrument.js'
import { postForm } from '../src/testing/postForm.js'
import type { TestServer } from '../src/testing/startTestServer.js'
import { stockPositionRow } from '../src/trading/stockPositionRows.js'
import { createTestInvestor } from '../src/users/testInvestor.js'
import type { SeededChoice } from './seededChoice.js'

/** One account on one price path: the investor, the stock its single position is in, and that position. */
interface PathAccount {
  readonly userId: number
  readonly code: string
  readonly positionSn: string
}

/**
 * The rule written out by hand (DECISIONS §6), independent of the server's risk code: line = round2((available +
 * frozen) × 0.8) half-up; floating = (price − open) × shares, negated for a short (no stay fees on day one); past the
 * line when floating ≤ −line.
 */
export const pastTheLine = (
  available: Decimal,
  frozen: Decimal,
  open: Decimal,
  price: Decimal,
  shares: Decimal,
  long: boolean,
) => {
  const line = available.plus(frozen).times('0.8').toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
  const floating = price
    .minus(open)
    .times(shares)
    .times(long ? 1 : -1)
  return floating.lte(line.negated())
}

const isPast = (server: TestServer, account: PathAccount): boolean => {
  const state = loadAccount(server.db, account.userId)
  const position = state.positions[account.positionSn]
  const price = server.market.quote(account.code)?.price
  if (!position || !price) return false
  return pastTheLine(
    new Decimal(state.balances['stock.available'].toString()),
    new Decimal(state.balances['stock.frozen'].toString()),
    new Decimal(position.openPrice.toString()),
    new Decimal(price.toString()),
    new Decimal(position.shares.toString()),
    position.direction === 'long',
  )
}

/** A simulated price stays inside the day's limits (DECISIONS §4), as the simulator's own steps do. */
const withinLimits = (server: TestServer, code: string, price: Decimal): Price.Price => {
  const limits = server.market.limits(code)
  const rounded = price.toDecimalPlaces(2)
  if (!limits) return Price.of(rounded.toFixed(2))
  return Price.of(Decimal.min(limits.limitUp, Decimal.max(limits.limitDown, rounded)).toFixed(2))
}

/**
 * Sends a keyed request once more if its connection was cut (`fetch failed`). The test server runs in this process:
 * after a batch's ticks have held the event loop longer than the server's keep-alive timeout, the server may close the
 * kept-alive socket just as the next request goes out on it (PostgreSQL long form, seed 866545212: ECONNRESET). The
 * same `Idempotency-Key` makes the second send harmless if the first one did arrive.
 */
const sentAgainIfCutOff = <T>(send: () => Promise<T>): Promise<T> =>
  send().catch((error: unknown) => {
    if (error instanceof TypeError && error.message === 'fetch failed') return send()
    throw error
  })

/**
 * Opens one near-the-line position per stock: 1 000 shares at lever 20 or 30, funded with margin ÷ 0.85, so a move of
 * about 3–5 % against it reaches the line (inside the day's 10 % limits). Each stock starts its path at its previous
 * close: an earlier batch's path may have left it at a price limit, where the engine refuses an order on that side.
 */
const openNearTheLine = async (
  server: TestServer,
  stocks: readonly Instrument[],
  choice: SeededChoice,
  now: number,
) => {
  const accounts: PathAccount[] = []
  for (const stock of stocks) {
    const price = server.market.quote(stock.code)?.prevClose as Price.Price
    server.market.setPrice(stock.code, price, now)
    const lever = choice.pick([20, 30])
    const margin = price.times(1000).dividedBy(lever)
    const funding = Money.round(margin.dividedBy('0.85'))
    const investor = createTestInvestor(server.db, now)
    executeCommand(
      server.db,
      investor.userId,
      { type: 'creditDeposit', id: 'path-funding', rechargeId: 'harness', amount: funding },
      now,
    )
    const side = choice.below(2)
    const fields = { stockId: String(stock.id), buyNum: '1000', buyType: String(side), lever: String(lever) }
    const reply = await sentAgainIfCutOff(() =>
      postForm<{ positionSn: string }>(server.url, '/user/buy.do', investor.token, fields, {
        'idempotency-key': `path-${investor.userId}`,
      }),
    )
    if (reply.status !== 0) throw new Error(`opening a path position on ${stock.code}: ${reply.msg}`)
    accounts.push({ userId: investor.userId, code: stock.code, positionSn: reply.data.positionSn })
  }
  return accounts
}

export interface PathsResult {
  readonly paths: number
  readonly ticks: number
  readonly liquidated: number
  /** Each tick where an account stayed past its line or was liquidated before reaching it. */
  readonly faults: readonly string[]
}

/**
 * Seeded random price paths over accounts near their liquidation line, driven through the server's real risk loop:
 * each tick moves every path's price by up to ±1.5 %, runs one risk pass, and checks against the hand-written rule
 * that an account past its line was liquidated and that no account short of it was.
 */
export const runLiquidationPaths = async (
  server: TestServer,
  options: { readonly paths: number; readonly ticks: number; readonly choice: SeededChoice; readonly now: number },
): Promise<PathsResult> => {
  const stocks = server.market
    .instruments()
    .filter(
      (instrument) => instrument.kind === 'stock' && !instrument.suspended && ['sh', 'sz'].includes(instrument.market),
    )
  const faults: string[] = []
  let liquidated = 0
  for (let done = 0; done < options.paths; ) {
    const batch = stocks.slice(0, Math.min(stocks.length, options.paths - done))
    const accounts = await openNearTheLine(server, batch, options.choice, options.now)
    const live = new Set(accounts)
    for (let tick = 0; tick < options.ticks && live.size > 0; tick++) {
      for (const account of live) {
        const price = server.market.quote(account.code)?.price as Price.Price
        const step = (options.choice.below(301) - 150) / 10_000
        server.market.setPrice(account.code, withinLimits(server, account.code, price.times(1 + step)), options.now)
      }
      const due = new Set([...live].filter((account) => isPast(server, account)))
      server.risk.runOnce(options.now)
      for (const account of live) {
        const closed = stockPositionRow(server.db, account.positionSn)?.reason === 'liquidation'
        if (closed && !due.has(account))
          faults.push(`${account.positionSn} liquidated short of its line at tick ${tick}`)
        if (!closed && due.has(account)) faults.push(`${account.positionSn} stayed past its line at tick ${tick}`)
        if (closed) {
          liquidated++
          live.delete(account)
        }
      }
    }
    done += batch.length
  }
  return { paths: options.paths, ticks: options.ticks, liquidated, faults }
}
