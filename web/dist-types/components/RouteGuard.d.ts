import type { ReactNode } from 'react';
/** Sends unknown paths to /home, then applies react-hooks' route guard: a visitor opening a route that needs a token goes to /login, and so on. */
export declare const RouteGuard: ({ children }: {
    children: ReactNode;
}) => string | number | bigint | boolean | import("react").JSX.Element | Iterable<ReactNode> | Promise<string | number | bigint | boolean | Iterable<ReactNode> | import("react").ReactElement<unknown, string | import("react").JSXElementConstructor<any>> | import("react").ReactPortal | null | undefined> | null | undefined;
//# sourceMappingURL=RouteGuard.d.ts.map