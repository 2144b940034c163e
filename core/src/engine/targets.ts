import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Price } from '../money/Price.js'
import { checkTargetChange, type Targets } from '../positions/takeProfitStopLoss.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'

/** The owner sets or clears the take-profit and stop-loss of an open position, checked at the current price. */
export interface ChangeTargets {
  readonly type: 'changeTargets'
  readonly id: string
  readonly positionSn: string
  readonly targets: Targets
  readonly price: Price
}

export interface TargetsChanged extends EventBase<'targetsChanged'> {
  readonly positionSn: string
  readonly targets: Targets
}

export const decideChangeTargets = (
  state: AccountState,
  command: ChangeTargets,
  now: Instant,
): TargetsChanged | DomainError => {
  const position = state.positions[command.positionSn]
  if (!position) return domainError('engineUnknownRecord', { id: command.positionSn })
  const refusal = checkTargetChange(position.direction, command.price, command.targets)
  if (refusal) return refusal
  return {
    type: 'targetsChanged',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: [],
    positionSn: command.positionSn,
    targets: command.targets,
  }
}
