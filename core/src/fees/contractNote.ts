import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'
import * as Rounding from '../money/Rounding.js'
import { type FeeSchedule, label } from './feeSchedule.js'
import type { feesMessages } from './messages.js'
import type { OpeningCharges } from './openingCharges.js'

export type ChargeKey = 'buyFee' | 'stampDuty' | 'spread' | 'sellFee' | 'stayFee'

/** One line of a contract note: what was charged, on which base, at which rate, rounded how. */
export interface ContractNoteLine {
  readonly key: ChargeKey
  /** Message key of the line's label (translated at the edge); `days` is its parameter for the stay fee. */
  readonly labelKey: keyof typeof feesMessages
  readonly rate: Rate
  readonly base: Money
  /** Trading days charged: 1 for one-off charges, the days held for the stay fee. */
  readonly days: number
  readonly amount: Money
  /** e.g. `half-up, 2 dp`; the stay fee is rounded once per day. */
  readonly rounding: string
}

/** The charges of a filled order or a closed position under a named, versioned fee schedule. */
export interface ContractNote {
  readonly kind: 'order' | 'close'
  readonly schedule: string
  readonly lines: readonly ContractNoteLine[]
  /** Sum of the lines: exactly what was charged. */
  readonly total: Money
}

/** What an order paid at opening: the notional, the spread rate that applied, the charges taken. */
export interface OrderCharged {
  readonly notional: Money
  readonly spreadRate: Rate
  readonly charges: OpeningCharges
}

/** What a position paid over its life: opening charges, the sell fee and the stay fees accrued. */
export interface PositionCharged extends OrderCharged {
  readonly closeNotional: Money
  readonly sellFee: Money
  readonly stayFees: Money
  readonly stayDays: number
}

const line = (
  key: ChargeKey,
  labelKey: ContractNoteLine['labelKey'],
  rate: Rate,
  base: Money,
  amount: Money,
  schedule: FeeSchedule,
  days = 1,
): ContractNoteLine => ({ key, labelKey, rate, base, days, amount, rounding: Rounding.describe(schedule.rounding) })

const openingLines = (charged: OrderCharged, schedule: FeeSchedule): ContractNoteLine[] => [
  line('buyFee', 'noteBuyFee', schedule.buyFee, charged.notional, charged.charges.buyFee, schedule),
  line('stampDuty', 'noteStampDuty', schedule.dutyFee, charged.notional, charged.charges.stampDuty, schedule),
  line('spread', 'noteSpread', charged.spreadRate, charged.notional, charged.charges.spread, schedule),
]

const note = (kind: ContractNote['kind'], lines: ContractNoteLine[], schedule: FeeSchedule): ContractNote => ({
  kind,
  schedule: label(schedule),
  lines,
  total: M.sum(lines.map((l) => l.amount)),
})

/**
 * The note of a filled stock order. Example: notional 10 550.00 under bourse-standard v1 with spread 0.0005 →
 * buy fee 3.17, stamp duty 10.55, spread 5.28; total 19.00.
 */
export const orderNote = (charged: OrderCharged, schedule: FeeSchedule): ContractNote =>
  note('order', openingLines(charged, schedule), schedule)

/**
 * The note of a closed position: the opening lines, the sell fee and the stay fees. Example: the order above
 * closed at notional 10 800.00 after 2 days → + sell fee 3.24 + stay fees 10.56 (5.28 × 2); total 32.80.
 */
export const closeNote = (charged: PositionCharged, schedule: FeeSchedule): ContractNote =>
  note(
    'close',
    [
      ...openingLines(charged, schedule),
      line('sellFee', 'noteSellFee', schedule.sellFee, charged.closeNotional, charged.sellFee, schedule),
      line('stayFee', 'noteStayFee', schedule.stayFee, charged.notional, charged.stayFees, schedule, charged.stayDays),
    ],
    schedule,
  )
