/**
 * Home, Markets, Position, My. The current route is highlighted; a visitor tapping Position or My gets the
 * login-prompt sheet instead (trading spec §2).
 */
export declare const BottomTabBar: ({ signedIn, onVisitor }: {
    signedIn: boolean;
    onVisitor: () => void;
}) => import("react").JSX.Element;
//# sourceMappingURL=BottomTabBar.d.ts.map