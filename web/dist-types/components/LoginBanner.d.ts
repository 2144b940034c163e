/** Shown on the market list to a visitor (trading spec §2). */
export declare const LoginBanner: () => import("react").JSX.Element;
//# sourceMappingURL=LoginBanner.d.ts.map