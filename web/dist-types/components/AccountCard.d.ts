/**
 * The stock account in ₹, $ or HK$ (display only: core's `inCurrency` with the settings' rates): total assets,
 * liquidation line, available, frozen, P&L; every amount can be masked with ****.
 */
export declare const AccountCard: () => import("react").JSX.Element;
//# sourceMappingURL=AccountCard.d.ts.map