import type { Decimal } from 'decimal.js'

declare const unit: unique symbol

/** A decimal tagged with its unit, so a `Price` cannot be passed where `Money` is wanted. */
export type Branded<U extends string> = Decimal & { readonly [unit]: U }
