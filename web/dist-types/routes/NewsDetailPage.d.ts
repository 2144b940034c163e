/** /newPage?newItem=id (or ?id=): title, time, image and content; taken from the loaded list, else fetched. */
export declare const NewsDetailPage: () => import("react").JSX.Element;
//# sourceMappingURL=NewsDetailPage.d.ts.map