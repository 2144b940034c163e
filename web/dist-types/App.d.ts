/** The route table; unknown paths go to /home (trading spec §2). */
export declare const App: () => import("react").JSX.Element;
//# sourceMappingURL=App.d.ts.map