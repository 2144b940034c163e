/** /trading-list: account card, watchlist (0) and market (1) tabs; `listid=5` opens the IPO sub-tab. */
export declare const TradingListPage: () => import("react").JSX.Element;
//# sourceMappingURL=TradingListPage.d.ts.map