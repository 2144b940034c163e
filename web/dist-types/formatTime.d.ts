/** News time as the spec writes it: DD-MM-YYYY HH:mm:ss, in the reader's time zone. */
export declare const formatNewsTime: (epochMs: number) => string;
/** Quote and holdings time: YYYY-MM-DD HH:mm:ss (slashes in holdings, trading spec §9). */
export declare const formatQuoteTime: (epochMs: number, separator?: '-' | '/') => string;
//# sourceMappingURL=formatTime.d.ts.map