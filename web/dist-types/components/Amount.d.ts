import { Money } from '@bourse/core';
/** Any decimal core hands out (Money, Price, a P&L). */
export type DecimalValue = Parameters<typeof Money.format>[0];
/** An amount as core formats it (thousands separators, 2 decimals, or `****`); signed ones coloured up/down. */
export declare const Amount: ({ value, masked, signed, }: {
    value: DecimalValue;
    masked?: boolean;
    signed?: boolean;
}) => import("react").JSX.Element;
//# sourceMappingURL=Amount.d.ts.map