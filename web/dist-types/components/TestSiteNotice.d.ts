/** The honesty notice required on home and login (DECISIONS §0). */
export declare const TestSiteNotice: () => import("react").JSX.Element;
//# sourceMappingURL=TestSiteNotice.d.ts.map