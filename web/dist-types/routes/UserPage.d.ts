/** /user: who is signed in, the stock account's balances, language, theme and log out. */
export declare const UserPage: () => import("react").JSX.Element;
//# sourceMappingURL=UserPage.d.ts.map