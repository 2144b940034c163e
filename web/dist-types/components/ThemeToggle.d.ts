/** Switches black ↔ red; the preferences store saves it as `{"data":"red"}` (trading spec §4). */
export declare const ThemeToggle: () => import("react").JSX.Element;
//# sourceMappingURL=ThemeToggle.d.ts.map