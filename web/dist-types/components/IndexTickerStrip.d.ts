/** The home page's strip of index quotes, refreshed every 5 s while shown; a tap opens the index order page. */
export declare const IndexTickerStrip: () => import("react").JSX.Element;
//# sourceMappingURL=IndexTickerStrip.d.ts.map