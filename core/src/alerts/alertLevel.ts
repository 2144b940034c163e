import type { Dec } from '../money/Dec.js'
import type { AlertField, AlertOp } from './Alert.js'

/**
 * A watched figure in whole units, as the trigger book keeps levels: prices in paisa, change % in hundredths of a
 * percent (the quote's 2 decimals), volume as it is. `observedUnits('nowPrice', 180.05)` is 18005.
 */
export const observedUnits = (field: AlertField, value: Dec): number =>
  field === 'volume' ? Math.floor(value.toNumber()) : Math.round(value.times(100).toNumber())

/**
 * Where an alert with a fixed value sits in the trigger book: on the `rise` ladder (fires when the figure reaches
 * `level` or more) or the `fall` ladder (fires at `level` or less), in `observedUnits`. A strict comparison moves the
 * level one unit, the figures being whole units: `> 180.00` is `≥ 180.01`, `< 5.00 %` is `≤ 4.99 %`.
 */
export const alertLevel = (
  field: AlertField,
  op: AlertOp,
  value: Dec,
): { readonly side: 'rise' | 'fall'; readonly level: number } => {
  const exact = field === 'volume' ? value.toNumber() : value.times(100).toNumber()
  switch (op) {
    case '>=':
      return { side: 'rise', level: Math.ceil(exact) }
    case '>':
      return { side: 'rise', level: Math.floor(exact) + 1 }
    case '<=':
      return { side: 'fall', level: Math.floor(exact) }
    case '<':
      return { side: 'fall', level: Math.ceil(exact) - 1 }
  }
}
