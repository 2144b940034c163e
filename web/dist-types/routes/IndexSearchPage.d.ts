/** /indexsearchlist: index search, refreshed every 5 s, 15 a page; a tap opens /indexBuy. */
export declare const IndexSearchPage: () => import("react").JSX.Element;
//# sourceMappingURL=IndexSearchPage.d.ts.map