/** Column heads of a quote list: name/code, latest price, change. */
export declare const QuoteHead: () => import("react").JSX.Element;
//# sourceMappingURL=QuoteHead.d.ts.map