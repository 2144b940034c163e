import type { AccountState } from './AccountState.js'
import type { Event } from './Event.js'
import { applyEntries } from './Ledger.js'

const evolveRecords = (state: AccountState, event: Event): AccountState => {
  switch (event.type) {
    case 'depositCredited':
    case 'balanceAdjusted':
    case 'fundsTransferred':
      return state
    case 'withdrawalRequested':
    case 'withdrawalSettled':
      return { ...state, withdrawals: { ...state.withdrawals, [event.withdrawalId]: event.withdrawal } }
    case 'stockPositionClosed': {
      const { [event.position.positionSn]: _closed, ...positions } = state.positions
      return { ...state, positions }
    }
    case 'stockPositionOpened':
      return { ...state, positions: { ...state.positions, [event.position.positionSn]: event.position } }
    case 'pendingOrderPlaced':
    case 'pendingOrderSettled': {
      const pendingOrders = { ...state.pendingOrders, [event.order.orderId]: event.order }
      if (event.type === 'pendingOrderPlaced' || !event.position) return { ...state, pendingOrders }
      return { ...state, pendingOrders, positions: { ...state.positions, [event.position.positionSn]: event.position } }
    }
    case 'contractPositionOpened':
      return {
        ...state,
        contractPositions: { ...state.contractPositions, [event.position.positionSn]: event.position },
      }
    case 'contractPositionClosed': {
      const { [event.position.positionSn]: _closed, ...contractPositions } = state.contractPositions
      return { ...state, contractPositions }
    }
    case 'ipoChanged': {
      const ipoApplications = { ...state.ipoApplications, [event.application.id]: event.application }
      if (!event.position) return { ...state, ipoApplications }
      return {
        ...state,
        ipoApplications,
        positions: { ...state.positions, [event.position.positionSn]: event.position },
      }
    }
    case 'blockTradeBought':
      return { ...state, positions: { ...state.positions, [event.position.positionSn]: event.position } }
    case 'strongBuyApplied':
    case 'strongBuySettled': {
      const strongBuys = { ...state.strongBuys, [event.order.id]: event.order }
      if (event.type === 'strongBuyApplied' || !event.position) return { ...state, strongBuys }
      return { ...state, strongBuys, positions: { ...state.positions, [event.position.positionSn]: event.position } }
    }
    case 'stayFeesAccrued':
      return { ...state, positions: event.positions, lastStayDay: event.tradingDay }
    case 'financingChanged':
    case 'financingPositionOpened':
    case 'financingPositionClosed':
      return { ...state, financings: { ...state.financings, [event.financing.id]: event.financing } }
    case 'targetsChanged': {
      const position = state.positions[event.positionSn]
      if (!position) return state
      return {
        ...state,
        positions: { ...state.positions, [event.positionSn]: { ...position, targets: event.targets } },
      }
    }
  }
}

/** The state after `event`: its journal applied to the balances, its records updated, its command marked handled. */
export const evolve = (state: AccountState, event: Event): AccountState =>
  evolveRecords(
    {
      ...state,
      balances: applyEntries(state.balances, event.journal),
      handledCommands: { ...state.handledCommands, [event.commandId]: true },
      eventCount: state.eventCount + 1,
    },
    event,
  )
