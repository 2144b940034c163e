import { createIndexListStore, createMarketListStore, createNewsListStore, createStockSearchStore, createStrongBuySearchStore } from '@bourse/react-hooks';
/** The app's one API client, same-origin (the server serves the app and `/prod-api`). */
export declare const client: import("@bourse/react-hooks").ApiClient;
export declare const session: import("zustand/vanilla").StoreApi<import("@bourse/react-hooks").SessionState>;
export declare const account: import("zustand/vanilla").StoreApi<import("@bourse/react-hooks").AccountState>;
export declare const visibility: import("@bourse/react-hooks").VisibilitySource;
export declare const alerts: import("zustand/vanilla").StoreApi<import("@bourse/react-hooks").AlertState>;
/** List stores live as long as the app, so a tab keeps its rows and scroll when the user comes back. */
export declare const newsList: ReturnType<typeof createNewsListStore>;
export declare const indexList: ReturnType<typeof createIndexListStore>;
export declare const marketList: ReturnType<typeof createMarketListStore>;
export declare const stockSearch: ReturnType<typeof createStockSearchStore>;
export declare const strongBuySearch: ReturnType<typeof createStrongBuySearchStore>;
//# sourceMappingURL=appStores.d.ts.map