import { type Language, type MessageKey, type MessageParams } from '@bourse/core';
import { type Labels } from './labelsEn.js';
/** The UI labels in the chosen language. */
export declare const useLabels: () => Labels;
/** The current language, for core's catalogue. */
export declare const useLanguage: () => Language;
/** A text of core's catalogue in the chosen language. */
export declare const useMessage: () => ((key: MessageKey, params?: MessageParams) => string);
//# sourceMappingURL=useLabels.d.ts.map