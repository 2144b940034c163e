import { type DomainError, isDomainError } from '../errors/DomainError.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import { decideAdjustBalance } from './adjustment.js'
import { decideBuyBlockTrade } from './blockTrade.js'
import type { Command } from './Command.js'
import {
  decideCloseContractPosition,
  decideLiquidateContractAccount,
  decideOpenContractPosition,
} from './contractPositions.js'
import { decideCreditDeposit } from './deposit.js'
import type { Event } from './Event.js'
import {
  decideApplyFinancing,
  decideChargeFinancingFee,
  decideEndFinancing,
  decideReviewFinancing,
} from './financing.js'
import { decideCloseFinancingPosition, decideOpenFinancingPosition } from './financingPositions.js'
import { decideAllotIpo, decideApplyIpo, decideListIpo, decideSettleIpo } from './ipo.js'
import { decideLiquidateStockAccount } from './liquidation.js'
import { decideEndPendingOrder, decidePlacePendingOrder, decideTriggerPendingOrder } from './pendingOrder.js'
import { decideAccrueStayFees } from './stayFees.js'
import { decideCloseStockPosition } from './stockClose.js'
import { decideOpenStockPosition } from './stockOpen.js'
import { decideApplyStrongBuy, decideSettleStrongBuy } from './strongBuy.js'
import { decideChangeTargets } from './targets.js'
import { decideTransferFunds } from './transfer.js'
import { decideRequestWithdrawal, decideSettleWithdrawal } from './withdrawal.js'

export type Decision =
  | { readonly ok: true; readonly events: readonly Event[] }
  | { readonly ok: false; readonly error: DomainError }

const decideOne = (state: AccountState, command: Command, now: Instant): Event | readonly Event[] | DomainError => {
  switch (command.type) {
    case 'creditDeposit':
      return decideCreditDeposit(state, command, now)
    case 'adjustBalance':
      return decideAdjustBalance(state, command, now)
    case 'requestWithdrawal':
      return decideRequestWithdrawal(state, command, now)
    case 'payWithdrawal':
    case 'rejectWithdrawal':
    case 'cancelWithdrawal':
      return decideSettleWithdrawal(state, command, now)
    case 'transferFunds':
      return decideTransferFunds(state, command, now)
    case 'closeStockPosition':
      return decideCloseStockPosition(state, command, now)
    case 'accrueStayFees':
      return decideAccrueStayFees(state, command, now)
    case 'changeTargets':
      return decideChangeTargets(state, command, now)
    case 'liquidateStockAccount':
      return decideLiquidateStockAccount(state, command, now)
    case 'openStockPosition':
      return decideOpenStockPosition(state, command, now)
    case 'placePendingOrder':
      return decidePlacePendingOrder(state, command, now)
    case 'triggerPendingOrder':
      return decideTriggerPendingOrder(state, command, now)
    case 'cancelPendingOrder':
    case 'expirePendingOrder':
      return decideEndPendingOrder(state, command, now)
    case 'openContractPosition':
      return decideOpenContractPosition(state, command, now)
    case 'closeContractPosition':
      return decideCloseContractPosition(state, command, now)
    case 'liquidateContractAccount':
      return decideLiquidateContractAccount(state, command, now)
    case 'applyIpo':
      return decideApplyIpo(state, command, now)
    case 'allotIpo':
      return decideAllotIpo(state, command, now)
    case 'payIpo':
    case 'forfeitIpo':
      return decideSettleIpo(state, command, now)
    case 'listIpo':
      return decideListIpo(state, command, now)
    case 'buyBlockTrade':
      return decideBuyBlockTrade(state, command, now)
    case 'applyStrongBuy':
      return decideApplyStrongBuy(state, command, now)
    case 'settleStrongBuy':
      return decideSettleStrongBuy(state, command, now)
    case 'applyFinancing':
      return decideApplyFinancing(state, command, now)
    case 'approveFinancing':
    case 'rejectFinancing':
      return decideReviewFinancing(state, command, now)
    case 'chargeFinancingFee':
      return decideChargeFinancingFee(state, command, now)
    case 'endFinancing':
      return decideEndFinancing(state, command, now)
    case 'openFinancingPosition':
      return decideOpenFinancingPosition(state, command, now)
    case 'closeFinancingPosition':
      return decideCloseFinancingPosition(state, command, now)
  }
}

/**
 * Decides what a command does to an account at `now`: the events to record, or the first refusal.
 * A command whose id was already handled decides nothing, so a retried request changes nothing.
 */
export const decide = (state: AccountState, command: Command, now: Instant): Decision => {
  if (state.handledCommands[command.id]) return { ok: true, events: [] }
  const outcome = decideOne(state, command, now)
  if (isDomainError(outcome)) return { ok: false, error: outcome }
  return { ok: true, events: Array.isArray(outcome) ? outcome : [outcome as Event] }
}
