/** The global alert, fixed at the top centre; the alert store hides it after 2 s (trading spec §4). */
export declare const GlobalAlert: () => import("react").JSX.Element | null;
//# sourceMappingURL=GlobalAlert.d.ts.map