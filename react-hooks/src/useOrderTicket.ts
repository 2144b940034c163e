import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { OrderTicketState } from './orderTicketStore.js'

/** Selects from the order ticket store. */
export const useOrderTicket = <T>(store: StoreApi<OrderTicketState>, select: (state: OrderTicketState) => T): T =>
  useStore(store, select)
