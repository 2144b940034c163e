/** Route elements by path. Called as a function so `<Routes>` sees the `<Route>`s directly. */
export declare const AppRoutes: () => import("react").JSX.Element[];
//# sourceMappingURL=AppRoutes.d.ts.map