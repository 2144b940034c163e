import type { ReactNode } from 'react';
import type { DecimalValue } from './Amount.js';
interface QuoteRowProps {
    readonly name: string;
    readonly code: string;
    readonly price: DecimalValue;
    readonly change: DecimalValue;
    readonly risesGreen?: boolean;
    readonly onOpen: () => void;
    readonly action?: ReactNode;
}
/** One list row: name over code, latest price, change — a 56 px touch target. */
export declare const QuoteRow: ({ name, code, price, change, risesGreen, onOpen, action }: QuoteRowProps) => import("react").JSX.Element;
export {};
//# sourceMappingURL=QuoteRow.d.ts.map