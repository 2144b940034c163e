export declare const HomePage: () => import("react").JSX.Element;
//# sourceMappingURL=HomePage.d.ts.map