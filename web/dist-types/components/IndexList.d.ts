/** The indices tab: index points and change (red up, green down), refreshed every 5 s; a tap opens /indexBuy. */
export declare const IndexList: () => import("react").JSX.Element;
//# sourceMappingURL=IndexList.d.ts.map