export { watchlistMessages } from './messages.js'
export { type WatchableKind, watchlistRefusal } from './watchlistRefusal.js'
