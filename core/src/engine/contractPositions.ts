import type { Contract, ContractKind } from '../contracts/Contract.js'
import { type ContractOrderContext, type ContractOrderRequest, quoteContractOrder } from '../contracts/contractOrder.js'
import { contractProfitAndLoss } from '../contracts/contractProfitAndLoss.js'
import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import { assessRisk, type RiskRule } from '../risk/assessRisk.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState, OpenContractPosition } from './AccountState.js'
import { availableOf, frozenOf } from './Balances.js'
import type { EventBase } from './EngineEvent.js'
import { type Ledger, startLedger } from './Ledger.js'

export interface OpenContractPositionCommand {
  readonly type: 'openContractPosition'
  readonly id: string
  readonly positionSn: string
  readonly code: string
  readonly name: string
  readonly contract: Contract
  /** The current point from the simulator; never from the client. */
  readonly point: Price
  readonly request: ContractOrderRequest
  readonly context: Omit<ContractOrderContext, 'available'>
}

/** The owner closes one contract position in trading hours, or the risk loop liquidates the whole account. */
export interface CloseContractPosition {
  readonly type: 'closeContractPosition'
  readonly id: string
  readonly positionSn: string
  readonly point: Price
  readonly tradingOpen: boolean
}

export interface LiquidateContractAccount {
  readonly type: 'liquidateContractAccount'
  readonly id: string
  readonly kind: ContractKind
  readonly points: Readonly<Record<string, Price>>
  readonly rule: RiskRule
}

export interface ContractPositionOpened extends EventBase<'contractPositionOpened'> {
  readonly position: OpenContractPosition
}

export interface ContractPositionClosed extends EventBase<'contractPositionClosed'> {
  readonly position: OpenContractPosition
  readonly closePoint: Price
  readonly pnl: Money
  readonly reason: 'owner' | 'liquidation'
}

export const decideOpenContractPosition = (
  state: AccountState,
  command: OpenContractPositionCommand,
  now: Instant,
): ContractPositionOpened | DomainError => {
  if (state.contractPositions[command.positionSn])
    return domainError('engineDuplicateRecord', { id: command.positionSn })
  const { kind } = command.contract
  const available = state.balances[availableOf(kind)]
  const outcome = quoteContractOrder(command.contract, command.request, { ...command.context, available })
  if (!outcome.ok) return outcome.error
  const { deposit, fee } = outcome.value
  const ledger = startLedger(state.balances)
    .shift(availableOf(kind), frozenOf(kind), deposit, ['marginFrozen', 'marginFrozen'], command.positionSn)
    .move(availableOf(kind), M.neg(fee), 'contractFee', command.positionSn)
  const position: OpenContractPosition = {
    positionSn: command.positionSn,
    kind,
    code: command.code,
    name: command.name,
    direction: command.request.direction,
    hands: command.request.hands,
    lever: command.request.lever,
    openPoint: command.point,
    eachPoint: command.contract.eachPoint,
    deposit,
    fee,
    openedAt: now,
  }
  return {
    type: 'contractPositionOpened',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: ledger.entries,
    position,
  }
}

/** P&L booked at close, rounded once to 2 decimals half-up. */
const closingPnl = (position: OpenContractPosition, point: Price): Money =>
  M.round(contractProfitAndLoss(position.direction, position.openPoint, point, position.eachPoint, position.hands))

const postContractClose = (ledger: Ledger, position: OpenContractPosition, pnl: Money): Ledger =>
  ledger
    .shift(
      frozenOf(position.kind),
      availableOf(position.kind),
      position.deposit,
      ['marginReleased', 'marginReleased'],
      position.positionSn,
    )
    .move(availableOf(position.kind), pnl, 'profitAndLoss', position.positionSn)

export const decideCloseContractPosition = (
  state: AccountState,
  command: CloseContractPosition,
  now: Instant,
): ContractPositionClosed | DomainError => {
  const position = state.contractPositions[command.positionSn]
  if (!position) return domainError('engineUnknownRecord', { id: command.positionSn })
  if (!command.tradingOpen) return domainError('closeOutsideTradingHours')
  const pnl = closingPnl(position, command.point)
  const ledger = postContractClose(startLedger(state.balances), position, pnl)
  return {
    type: 'contractPositionClosed',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: ledger.entries,
    position,
    closePoint: command.point,
    pnl,
    reason: 'owner',
  }
}

/** Same rule as the stock account, on the contract account's own balances with `forceSellPercent`. */
export const decideLiquidateContractAccount = (
  state: AccountState,
  command: LiquidateContractAccount,
  now: Instant,
): ContractPositionClosed[] | DomainError => {
  const positions = Object.values(state.contractPositions).filter((p) => p.kind === command.kind)
  if (positions.length === 0 || positions.some((p) => command.points[p.code] === undefined)) {
    return domainError('engineLiquidationNotDue')
  }
  const pointOf = (code: string) => command.points[code] as Price
  const floating = M.sum(
    positions.map((p) => contractProfitAndLoss(p.direction, p.openPoint, pointOf(p.code), p.eachPoint, p.hands)),
  )
  const balances = {
    available: state.balances[availableOf(command.kind)],
    frozen: state.balances[frozenOf(command.kind)],
  }
  if (!assessRisk(balances, floating, command.rule).liquidate) return domainError('engineLiquidationNotDue')
  const ledger = startLedger(state.balances)
  return positions.map((position) => {
    const before = ledger.entries.length
    const pnl = closingPnl(position, pointOf(position.code))
    postContractClose(ledger, position, pnl)
    return {
      type: 'contractPositionClosed',
      commandId: command.id,
      userId: state.userId,
      at: now,
      journal: ledger.entries.slice(before),
      position,
      closePoint: pointOf(position.code),
      pnl,
      reason: 'liquidation',
    }
  })
}
