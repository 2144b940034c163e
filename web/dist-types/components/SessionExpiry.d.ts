/** Spec 001 §8: 'Please log in first' from the server → show it, forget the user, /login after 1 s. */
export declare const SessionExpiry: () => null;
//# sourceMappingURL=SessionExpiry.d.ts.map