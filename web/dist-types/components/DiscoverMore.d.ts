/** The home page's 'DISCOVER MORE' shortcuts (trading spec §2). */
export declare const DiscoverMore: () => import("react").JSX.Element;
//# sourceMappingURL=DiscoverMore.d.ts.map