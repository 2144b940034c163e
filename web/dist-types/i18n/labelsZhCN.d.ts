import type { Labels } from './labelsEn.js';
/** UI-only labels in simplified Chinese (see `labelsEn`). */
export declare const labelsZhCN: Labels;
//# sourceMappingURL=labelsZhCN.d.ts.map