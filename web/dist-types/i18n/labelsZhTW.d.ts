import type { Labels } from './labelsEn.js';
/** UI-only labels in traditional Chinese (see `labelsEn`). */
export declare const labelsZhTW: Labels;
//# sourceMappingURL=labelsZhTW.d.ts.map