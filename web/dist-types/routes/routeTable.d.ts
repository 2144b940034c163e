import type { LabelKey } from '../i18n/labelsEn.js';
/** What the shell needs to know about a route: its title, its place for the slide direction, and its chrome. */
export interface RouteMeta {
    readonly title: LabelKey;
    /** Pages slide left when the next route's order is higher, right when lower (trading spec §2). */
    readonly order: number;
    readonly tabBar: boolean;
    readonly back: boolean;
}
/** Every route of the app, keyed by path. Unknown paths go to /home. */
export declare const routeTable: Readonly<Record<string, RouteMeta>>;
export declare const metaOf: (path: string) => RouteMeta;
//# sourceMappingURL=routeTable.d.ts.map