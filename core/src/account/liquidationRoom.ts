import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'
import { liquidationLine } from '../risk/liquidationLine.js'
import type { AccountPart } from './assetBreakdown.js'

/**
 * The further loss an account can take before its positions are liquidated (DECISIONS §6): its line
 * round2((available + frozen) × percent) plus its floating P&L — what a card shows in place of the line itself, which
 * reads like an equity level and is not. Example: available 10 000.00, frozen 39 913.49, percent 0.8 → line
 * 39 930.79; floating +30.00 → 39 960.79 more may be lost.
 */
export const liquidationRoom = (part: Pick<AccountPart, 'available' | 'frozen' | 'floating'>, percent: Rate): Money =>
  M.add(liquidationLine(part.available, part.frozen, percent), part.floating)
