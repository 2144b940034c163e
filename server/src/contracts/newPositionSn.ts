import { randomBytes } from 'node:crypto'
import type { ContractKind } from '@bourse/core'

/**
 * A fresh serial number for a contract position: "IX" (index) or "FU" (futures) and 16 random hex digits, so serial
 * numbers say nothing about other users' trades and never collide in the shared `positions` table.
 */
export const newPositionSn = (kind: ContractKind): string =>
  `${kind === 'index' ? 'IX' : 'FU'}${randomBytes(8).toString('hex').toUpperCase()}`
