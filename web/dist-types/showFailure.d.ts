import type { ApiFailure } from '@bourse/react-hooks';
/**
 * Shows why a call failed: the server's (or core's) message as it came. Network failures and the double-submit
 * guard's `busy` stay quiet (trading spec §8: network errors stop spinners quietly).
 */
export declare const showFailure: (failure: ApiFailure | undefined) => void;
/** Shows a success message (the server's `msg`). */
export declare const showSuccess: (msg: string) => void;
//# sourceMappingURL=showFailure.d.ts.map