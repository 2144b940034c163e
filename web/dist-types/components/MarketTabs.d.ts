/** The market tab: sub-tabs, a search box (1 s debounce in the store) and the infinite list of 15. */
export declare const MarketTabs: () => import("react").JSX.Element;
//# sourceMappingURL=MarketTabs.d.ts.map