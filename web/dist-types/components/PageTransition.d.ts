import { type ReactNode } from 'react';
/** Slides the new page in from the right when going "deeper" in route order, from the left when going back. */
export declare const PageTransition: ({ children }: {
    children: ReactNode;
}) => import("react").JSX.Element;
//# sourceMappingURL=PageTransition.d.ts.map