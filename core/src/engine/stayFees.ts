import { type DomainError, domainError } from '../errors/DomainError.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import { accrueStayDay } from '../positions/stayAccrual.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import type { OpenStockPosition } from './OpenStockPosition.js'

/**
 * A trading day closed: every open stock position accrues one day's stay fee, charged when it closes
 * (DECISIONS §2). `tradingDay` ("2026-11-23") makes the command once-only per day.
 */
export interface AccrueStayFees {
  readonly type: 'accrueStayFees'
  readonly id: string
  readonly tradingDay: string
  readonly schedule: FeeSchedule
}

export interface StayFeesAccrued extends EventBase<'stayFeesAccrued'> {
  readonly tradingDay: string
  readonly positions: Readonly<Record<string, OpenStockPosition>>
}

export const decideAccrueStayFees = (
  state: AccountState,
  command: AccrueStayFees,
  now: Instant,
): StayFeesAccrued | DomainError => {
  if (state.lastStayDay !== undefined && state.lastStayDay >= command.tradingDay) {
    return domainError('engineStayDayDone', { day: command.tradingDay })
  }
  const positions = Object.fromEntries(
    Object.entries(state.positions).map(([sn, position]) => [sn, accrueStayDay(position, command.schedule)]),
  )
  return {
    type: 'stayFeesAccrued',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: [],
    tradingDay: command.tradingDay,
    positions,
  }
}
