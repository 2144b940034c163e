/** /VipSearchlist: strong-buy rows (name, market tag, code, price ÷ 1000 by core, change); details at /vipdetail. */
export declare const VipSearchPage: () => import("react").JSX.Element;
//# sourceMappingURL=VipSearchPage.d.ts.map