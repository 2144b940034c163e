/** /login: phone and password; the server's message on failure, the notice that nothing here is real. */
export declare const LoginPage: () => import("react").JSX.Element;
//# sourceMappingURL=LoginPage.d.ts.map