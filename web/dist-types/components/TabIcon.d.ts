/** Line icons for the tab bar (home, markets, shopping bag, user), drawn inline so no request is needed. */
declare const paths: {
    readonly home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z';
    readonly markets: 'M3 20h18M6 16V10M11 16V5M16 16v-8M21 16v-4';
    readonly bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2';
    readonly user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0';
};
export declare const TabIcon: ({ name }: {
    name: keyof typeof paths;
}) => import("react").JSX.Element;
export {};
//# sourceMappingURL=TabIcon.d.ts.map