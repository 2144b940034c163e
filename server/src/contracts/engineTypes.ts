import type { AccountState, Command } from '@bourse/core'

/** An open index or futures position as the engine holds it. */
export type OpenContractPosition = AccountState['contractPositions'][string]

/** The engine's contract commands, named by their `type`. */
export type OpenContractPositionCommand = Extract<Command, { type: 'openContractPosition' }>
export type CloseContractPosition = Extract<Command, { type: 'closeContractPosition' }>
export type LiquidateContractAccount = Extract<Command, { type: 'liquidateContractAccount' }>
