import { describe, expect, it } from 'vitest'
import { type IpoApplication, runAllotment } from '../ipo/IpoApplication.js'
import type { IpoListing } from '../ipo/IpoListing.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { emptyAccount } from './AccountState.js'
import type { Command } from './Command.js'
import { decide } from './decide.js'
import type { Event } from './Event.js'
import { evolve } from './evolve.js'
import { expectExposureFollows } from './modelTest/exposureFollows.js'
import { replay } from './replay.js'

const day = 86_400_000
const t0 = Date.UTC(2026, 10, 23, 2)
const listing: IpoListing = {
  code: '688999',
  name: 'Sim Robotics',
  market: 'sh',
  issuePrice: P.of('25.50'),
  orderNumber: S.of(10_000),
  minQuantity: S.of(100),
  type: 1,
  applicationDeadline: t0 + day,
  paymentDeadline: t0 + 2 * day,
  listingDate: t0 + 5 * day,
}

const run = (commands: ReadonlyArray<[Command, number]>) => {
  let state = emptyAccount('u1')
  const events: Event[] = []
  for (const [command, at] of commands) {
    const decision = decide(state, command, at)
    if (!decision.ok) throw new Error(`${command.type}: ${decision.error.key}`)
    for (const event of decision.events) {
      state = evolve(state, event)
      events.push(event)
    }
  }
  return { state, events }
}

describe('IPO story: apply → lottery → pay → listed position', () => {
  it('moves money available → djzj → margin, exactly, and replays', () => {
    const deposit: Command = { type: 'creditDeposit', id: 'c1', rechargeId: 'r1', amount: M.of(100_000) }
    const applyIpo: Command = { type: 'applyIpo', id: 'c2', applicationId: 'a1', listing, quantity: S.of(1000) }
    const applied = run([
      [deposit, t0],
      [applyIpo, t0],
    ])
    const application = applied.state.ipoApplications.a1 as IpoApplication
    // Online type 1: nothing is paid when applying.
    expect(application.status).toBe(1)
    expect(M.toText(applied.state.balances['stock.available'])).toBe('100000.00')

    const lottery = runAllotment(listing, [application], 'seed-2026-11-24', R.of('0.3'), listing.applicationDeadline)
    if (!lottery.ok) throw new Error(lottery.error.key)
    const step = lottery.value.steps[0]
    if (!step) throw new Error('no step')
    // 10 hands × 0.3 = 3 hands for sure; the fractional part is 0, so exactly 300 shares.
    expect(step.application.allotted.toString()).toBe('300')

    const later = run([
      [deposit, t0],
      [applyIpo, t0],
      [{ type: 'allotIpo', id: 'c3', step }, listing.applicationDeadline],
      [{ type: 'payIpo', id: 'c4', applicationId: 'a1', listing }, listing.applicationDeadline + 1],
      [{ type: 'listIpo', id: 'c5', applicationId: 'a1', listing, positionSn: 'P1' }, listing.listingDate],
    ])
    // 300 × 25.50 = 7 650.00 left available for djzj at payment, then became the lever-1 position's margin.
    expect(M.toText(later.state.balances['stock.available'])).toBe('92350.00')
    expect(M.toText(later.state.balances['stock.ipoFrozen'])).toBe('0.00')
    expect(M.toText(later.state.balances['stock.frozen'])).toBe('7650.00')
    expect(later.state.positions.P1).toMatchObject({ direction: 'long', lever: 1, stockCode: '688999' })
    expect(later.state.positions.P1?.openPrice.toFixed(2)).toBe('25.50')
    expect(later.state.ipoApplications.a1?.status).toBe(5)
    expect(replay('u1', later.events)).toEqual(later.state)
    expectExposureFollows(later.events, later.state)
  })

  it('refuses a forged allotment larger than the application', () => {
    const { state } = run([
      [{ type: 'creditDeposit', id: 'c1', rechargeId: 'r1', amount: M.of(100_000) }, t0],
      [{ type: 'applyIpo', id: 'c2', applicationId: 'a1', listing, quantity: S.of(100) }, t0],
    ])
    const current = state.ipoApplications.a1 as IpoApplication
    const forged = {
      application: { ...current, status: 3 as const, allotted: S.of(500) },
      movement: { available: M.zero, ipoFrozen: M.zero, frozen: M.zero },
    }
    const decision = decide(state, { type: 'allotIpo', id: 'c3', step: forged }, listing.applicationDeadline)
    expect(decision.ok ? 'accepted' : decision.error.key).toBe('engineIpoStepInconsistent')
  })
})
