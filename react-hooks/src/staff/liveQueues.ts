import type { StoreApi } from 'zustand/vanilla'
import type { TicketDeskState } from '../helpDesk/ticketDeskStore.js'
import type { LiveConnection, LiveStaffItem } from '../live/liveConnection.js'
import type { ReviewQueueState } from './reviewQueueStore.js'
import type { ReviewQueueName } from './reviewQueues.js'

/** The console's review queues each staff-channel queue feeds (proposals wait in two tabs and the adjustments'). */
const reviewQueuesOf: Readonly<Record<Exclude<LiveStaffItem['queue'], 'helpDesk'>, readonly ReviewQueueName[]>> = {
  kyc: ['kyc'],
  withdrawal: ['withdrawals'],
  recharge: ['recharges'],
  financing: ['financing'],
  welfare: ['welfare'],
  proposal: ['staffProposals', 'settingProposals', 'adjustments'],
}

/**
 * The support console's queues on the staff channel (`/staff-api/live`, issue 36): an item that arrives or changes in
 * the queue on screen reloads it over REST (the channel names the item, REST answers it), so new KYC, withdrawal,
 * financing and help-desk items appear without a key press; a reconnect or a gap reloads both. Answers the stop.
 */
export const keepQueuesLive = (
  live: LiveConnection,
  stores: { readonly queues: StoreApi<ReviewQueueState>; readonly tickets: StoreApi<TicketDeskState> },
): (() => void) =>
  live.getState().listen((event) => {
    if (event.kind === 'resync' && event.channel === 'staff') {
      void stores.queues.getState().load()
      void stores.tickets.getState().load()
      return
    }
    if (event.kind !== 'staff') return
    const shown = stores.queues.getState().queue
    if (event.items.some((item) => item.queue !== 'helpDesk' && reviewQueuesOf[item.queue].includes(shown)))
      void stores.queues.getState().load()
    if (event.items.some((item) => item.queue === 'helpDesk')) void stores.tickets.getState().load()
  })
