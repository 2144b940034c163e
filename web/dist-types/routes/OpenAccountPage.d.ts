/** /openaccount: the three steps and what to have ready (spec 001 §2). */
export declare const OpenAccountPage: () => import("react").JSX.Element;
//# sourceMappingURL=OpenAccountPage.d.ts.map