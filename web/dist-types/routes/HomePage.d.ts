/** /home: greeting, notice, index ticker strip, news cards, shortcuts and the News / Economy / 7x24 tabs. */
export declare const HomePage: () => import("react").JSX.Element;
//# sourceMappingURL=HomePage.d.ts.map