import type { DecimalValue } from './Amount.js';
/**
 * A change in percent ("+1.25%"), coloured. The spec colours rises green in the market tab and red in holdings and
 * the index list, so the caller picks the scheme.
 */
export declare const ChangeText: ({ value, risesGreen }: {
    value: DecimalValue;
    risesGreen?: boolean;
}) => import("react").JSX.Element;
//# sourceMappingURL=ChangeText.d.ts.map