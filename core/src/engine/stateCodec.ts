import { Decimal } from 'decimal.js'
import { Dec } from '../money/Dec.js'

/**
 * Engine states and events as JSON text, for storage. Decimals are written as `{"$dec":"12.34"}` so they come
 * back as decimals, exactly; everything else is plain JSON.
 */
export const toJson = (value: unknown): string =>
  JSON.stringify(value, function replace(this: Record<string, unknown>, key: string) {
    const original = this[key]
    return original instanceof Decimal ? { $dec: original.toString() } : (original as unknown)
  })

export const fromJson = <T>(text: string): T =>
  JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { $dec?: unknown }).$dec === 'string'
      ? new Dec((value as { $dec: string }).$dec)
      : value,
  ) as T
