/** The watchlist tab: the user's favourites with a remove button; an add button leads to the market tab. */
export declare const WatchlistTab: () => import("react").JSX.Element;
//# sourceMappingURL=WatchlistTab.d.ts.map