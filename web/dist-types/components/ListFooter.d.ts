/** Infinite scroll under a list: loads the next page when reached, says so when the list is finished. */
export declare const ListFooter: ({ hasMore, loadMore }: {
    hasMore: boolean;
    loadMore: () => Promise<void>;
}) => import("react").JSX.Element;
//# sourceMappingURL=ListFooter.d.ts.map