/** /Searchlist: code or name, paged results (1.5 s debounce and clearing live in the store); a tap opens the chart. */
export declare const SearchListPage: () => import("react").JSX.Element;
//# sourceMappingURL=SearchListPage.d.ts.map