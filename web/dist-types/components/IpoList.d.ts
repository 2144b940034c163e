/** The IPO sub-tab: new-share listings (react-hooks' IPO store), subscribe dialog, link to my subscriptions. */
export declare const IpoList: () => import("react").JSX.Element;
//# sourceMappingURL=IpoList.d.ts.map