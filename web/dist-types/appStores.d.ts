/** The app's one API client, same-origin (the server serves the app and `/prod-api`). */
export declare const client: import("@bourse/react-hooks").ApiClient;
export declare const session: import("zustand/vanilla").StoreApi<import("@bourse/react-hooks").SessionState>;
export declare const account: import("zustand/vanilla").StoreApi<import("@bourse/react-hooks").AccountState>;
export declare const visibility: import("@bourse/react-hooks").VisibilitySource;
export declare const alerts: import("zustand/vanilla").StoreApi<import("@bourse/react-hooks").AlertState>;
//# sourceMappingURL=appStores.d.ts.map