/** "Demo market" banner, shown when the server runs the always-open demo calendar (DECISIONS §9). */
export declare const DemoMarketBanner: () => import("react").JSX.Element | null;
//# sourceMappingURL=DemoMarketBanner.d.ts.map