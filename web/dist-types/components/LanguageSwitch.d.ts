/** English / 简体 / 繁體, saved under `language` by the preferences store. */
export declare const LanguageSwitch: () => import("react").JSX.Element;
//# sourceMappingURL=LanguageSwitch.d.ts.map