import type { ContractKind } from '../contracts/Contract.js'
import { type DomainError, domainError } from '../errors/DomainError.js'

/** What the watchlist knows of an instrument: whether it is a stock or a contract. */
export type WatchableKind = 'stock' | ContractKind

/**
 * Only stocks can be favourites (trading spec §4): an index is refused with the spec's
 * 'The index does not support Favorites!', a futures contract likewise; a stock passes (`undefined`).
 */
export const watchlistRefusal = (kind: WatchableKind): DomainError | undefined =>
  kind === 'stock' ? undefined : domainError(kind === 'index' ? 'watchlistIndexRefused' : 'watchlistFuturesRefused')
