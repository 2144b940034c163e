import { alertsMessages } from '../alerts/messages.js'
import { apiMessages } from '../api/messages.js'
import { barsMessages } from '../bars/messages.js'
import { calendarMessages } from '../calendar/messages.js'
import { contractsMessages } from '../contracts/messages.js'
import { documentMessages } from '../documents/documentMessages.js'
import { engineMessages } from '../engine/messages.js'
import { feesMessages } from '../fees/messages.js'
import { marginFinancingMessages } from '../funds/marginFinancingMessages.js'
import { fundsMessages } from '../funds/messages.js'
import { welfareMessages } from '../funds/welfareMessages.js'
import { gttMessages } from '../gtt/messages.js'
import { helpDeskMessages } from '../helpDesk/messages.js'
import { accountMessages } from '../identity/accountMessages.js'
import { identityMessages } from '../identity/messages.js'
import { passwordMessages } from '../identity/passwordMessages.js'
import { ipoMessages } from '../ipo/messages.js'
import { liveMessages } from '../live/messages.js'
import { ordersMessages } from '../orders/messages.js'
import { positionsMessages } from '../positions/messages.js'
import { riskMessages } from '../risk/messages.js'
import { secondFactorMessages } from '../secondFactor/messages.js'
import { settingsMessages } from '../settings/messages.js'
import { staffMessages } from '../staff/messages.js'
import { walletMessages } from '../wallet/walletMessages.js'
import { watchlistMessages } from '../watchlist/messages.js'
import { commonMessages } from './commonMessages.js'
import type { MessageTable, Texts } from './Texts.js'

/**
 * Every user-facing text of Bourse. Each concept keeps its own table (`<concept>/messages.ts`);
 * add it here and its keys become valid `MessageKey`s.
 */
export const catalogue = {
  ...commonMessages,
  ...accountMessages,
  ...apiMessages,
  ...barsMessages,
  ...calendarMessages,
  ...engineMessages,
  ...feesMessages,
  ...fundsMessages,
  ...marginFinancingMessages,
  ...welfareMessages,
  ...identityMessages,
  ...passwordMessages,
  ...ipoMessages,
  ...ordersMessages,
  ...positionsMessages,
  ...riskMessages,
  ...secondFactorMessages,
  ...settingsMessages,
  ...staffMessages,
  ...contractsMessages,
  ...watchlistMessages,
  ...walletMessages,
  ...helpDeskMessages,
  ...liveMessages,
  ...alertsMessages,
  ...gttMessages,
  ...documentMessages,
} as const

/** Every table, for the check that no key is defined twice (a spread would silently keep only one). */
export const messageTables: readonly MessageTable[] = [
  commonMessages,
  accountMessages,
  apiMessages,
  barsMessages,
  calendarMessages,
  engineMessages,
  feesMessages,
  fundsMessages,
  marginFinancingMessages,
  welfareMessages,
  identityMessages,
  passwordMessages,
  ipoMessages,
  ordersMessages,
  positionsMessages,
  riskMessages,
  secondFactorMessages,
  settingsMessages,
  staffMessages,
  contractsMessages,
  watchlistMessages,
  walletMessages,
  helpDeskMessages,
  liveMessages,
  alertsMessages,
  gttMessages,
  documentMessages,
]

export type MessageKey = keyof typeof catalogue

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalogue, key)

export const textsOf = (key: MessageKey): Texts => catalogue[key]
