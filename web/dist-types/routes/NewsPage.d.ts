/** /news: the news lists; `listid` picks the type (1 news, 2 economy, 4 7x24). */
export declare const NewsPage: () => import("react").JSX.Element;
//# sourceMappingURL=NewsPage.d.ts.map