/** The shell: header, sliding page behind the route guard, tab bar, login-prompt sheet, global alert. */
export declare const App: () => import("react").JSX.Element;
//# sourceMappingURL=App.d.ts.map