import { Direction, type DomainError, domainError, type Settings } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import type { MarketService } from '../market/MarketService.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { contractOf } from './contractOf.js'
import type { OpenContractPositionCommand } from './engineTypes.js'
import { isOrderWindowOpen } from './orderWindow.js'

/** What the client chose: hands, direction and lever (already decoded); nothing about prices or terms. */
export interface ContractOrderChoice {
  readonly buyNum: number
  readonly buyType: 0 | 1
  readonly lever: number
}

/** The facts the server owns at the moment of the order. */
export interface ContractOrderFacts {
  readonly db: SqlConnection
  readonly market: MarketService
  readonly settings: Settings
  /** `isActive` 2 on the user row. */
  readonly realNameApproved: boolean
  readonly positionSn: string
  readonly now: number
}

/**
 * The engine command opening a contract position on `instrument` at the simulator's current point, with the stored
 * contract terms, `siteLever`, the calendar's answer and the KYC status; the engine runs core's checks and books it.
 * A field refusal when the instrument has no terms or no quote yet.
 */
export const contractOrderCommand = (
  instrument: Instrument,
  choice: ContractOrderChoice,
  facts: ContractOrderFacts,
  field: 'indexId' | 'futuresId',
): OpenContractPositionCommand | DomainError => {
  const contract = contractOf(facts.db, instrument)
  const quote = facts.market.quote(instrument.code)
  if (!contract || !quote) return domainError('apiInvalidField', { field })
  return {
    type: 'openContractPosition',
    id: `open-${facts.positionSn}`,
    positionSn: facts.positionSn,
    code: instrument.code,
    name: instrument.name,
    contract,
    point: quote.price,
    request: { hands: choice.buyNum, direction: Direction.fromBuyType(choice.buyType), lever: choice.lever },
    context: {
      signedIn: true,
      realNameApproved: facts.realNameApproved,
      inTradingHours: isOrderWindowOpen(facts.market, instrument, facts.now),
      levers: facts.settings.siteLever,
    },
  }
}
