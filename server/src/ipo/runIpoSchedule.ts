import { type Command, Ipo } from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import type { ServerConfig } from '../config.js'
import type { MarketService } from '../market/MarketService.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { applicationsInStatus, applicationsOfListing, type IpoApplicationRow } from './ipoApplications.js'
import { allListings, awaitingLottery, type IpoListingRow, listingById, saveAudit } from './ipoListings.js'
import { ipoLotterySeed } from './lotterySeed.js'

/** What one run did, for logs and tests. */
export interface IpoScheduleReport {
  readonly lotteries: number
  readonly allotted: number
  readonly forfeited: number
  readonly listed: number
  /** New shares that became instruments of the market at this run (their listing date came). */
  readonly newShares: number
}

/** Runs an engine command the schedule decided on; a refusal here is a bug, never a user error. */
const run = (db: SqlConnection, userId: number, command: Command, now: number): void => {
  const decision = executeCommand(db, userId, command, now)
  if (!decision.ok) throw new Error(`IPO schedule: ${command.type} ${command.id} refused: ${decision.error.key}`)
}

/**
 * At the application deadline: core's seeded lottery over every applied application of the listing, its audit stored
 * with the listing, and each account's step booked with `allotIpo` — all in one transaction.
 */
const runLottery = (db: SqlConnection, seed: number, row: IpoListingRow, now: number): number =>
  db.transaction(() => {
    const applied = applicationsOfListing(db, row.id, 1)
    const winRate = readSettings(db).ipoWinRate
    const seedText = ipoLotterySeed(seed, row.listing.code)
    const allotment = Ipo.IpoApplication.runAllotment(
      row.listing,
      applied.map((a) => a.application),
      seedText,
      winRate,
      now,
    )
    if (!allotment.ok) throw new Error(`IPO lottery ${row.listing.code}: ${allotment.error.key}`)
    saveAudit(db, row.id, allotment.value.audit)
    const owners = new Map(applied.map((a) => [String(a.id), a.userId]))
    for (const step of allotment.value.steps) {
      const userId = owners.get(step.application.id) as number
      run(db, userId, { type: 'allotIpo', id: `ipo-allot:${step.application.id}`, step }, now)
    }
    return allotment.value.steps.length
  })()

const withListing = (db: SqlConnection, rows: readonly IpoApplicationRow[]) =>
  rows.flatMap((row) => {
    const listing = listingById(db, row.listingId)
    return listing ? [{ row, listing: listing.listing }] : []
  })

/**
 * The IPO calendar, run on every tick (and safe to run any time: each step happens once). At each listing's
 * application deadline the lottery; after the payment deadline unpaid online allotments are forfeited; on the
 * listing date the new share becomes an instrument of the market (it never traded before: issue 35), and paid
 * applications become long lever-1 positions at the issue price.
 */
export const runIpoSchedule = (
  context: {
    readonly db: SqlConnection
    readonly config: Pick<ServerConfig, 'seed'>
    readonly market: Pick<MarketService, 'instrument' | 'listNewShare'>
  },
  now: number,
): IpoScheduleReport => {
  const { db, market } = context
  const listings = allListings(db)
  const due = awaitingLottery(listings, now)
  let allotted = 0
  for (const row of due) allotted += runLottery(db, context.config.seed, row, now)

  const unpaid = withListing(db, applicationsInStatus(db, 3)).filter(({ listing }) => now > listing.paymentDeadline)
  for (const { row, listing } of unpaid)
    run(
      db,
      row.userId,
      { type: 'forfeitIpo', id: `ipo-forfeit:${row.id}`, applicationId: String(row.id), listing },
      now,
    )

  const newShares = listings.filter(
    (row) => Ipo.isListed(row.listing, now) && market.instrument(row.listing.code) === undefined,
  )
  for (const row of newShares) market.listNewShare(row.listing, now)

  const listable = withListing(db, applicationsInStatus(db, 4)).filter(({ listing }) => now >= listing.listingDate)
  for (const { row, listing } of listable) {
    const command: Command = {
      type: 'listIpo',
      id: `ipo-list:${row.id}`,
      applicationId: String(row.id),
      listing,
      positionSn: ipoPositionSn(row.id),
    }
    run(db, row.userId, command, now)
  }
  return {
    lotteries: due.length,
    allotted,
    forfeited: unpaid.length,
    listed: listable.length,
    newShares: newShares.length,
  }
}

/** The position number of a listed application: one application lists once, so its id makes it unique. */
export const ipoPositionSn = (applicationId: number): string => `N${String(applicationId).padStart(10, '0')}`
