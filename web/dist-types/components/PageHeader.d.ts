import type { ReactNode } from 'react';
import type { RouteMeta } from '../routes/routeTable.js';
/** The route's header: title, a back button where the route has one, language and theme on the right. */
export declare const PageHeader: ({ meta, right }: {
    meta: RouteMeta;
    right?: ReactNode;
}) => import("react").JSX.Element;
//# sourceMappingURL=PageHeader.d.ts.map