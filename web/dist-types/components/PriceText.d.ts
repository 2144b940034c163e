import type { DecimalValue } from './Amount.js';
/** A price with 2 decimals and thousands separators, as core formats it. */
export declare const PriceText: ({ value }: {
    value: DecimalValue;
}) => import("react").JSX.Element;
//# sourceMappingURL=PriceText.d.ts.map