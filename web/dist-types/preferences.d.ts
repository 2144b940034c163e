/** The app's one preferences store, over the browser's local storage. */
export declare const preferences: import("zustand/vanilla").StoreApi<import("@bourse/react-hooks").PreferencesState>;
//# sourceMappingURL=preferences.d.ts.map