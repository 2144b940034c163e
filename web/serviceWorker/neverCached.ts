/**
 * What no cache of the installed app ever answers (DECISIONS §25): every per-user answer, price and balance comes
 * from the server or not at all. The investor API (and its live socket), the staff API, the sandbox payment pages and
 * the operators' endpoints. The worker registers no route for them, so they always go to the network; navigations
 * to them are never answered with the app's shell either.
 */
export const neverCachedPaths: readonly RegExp[] = [/^\/prod-api\//, /^\/staff-api\//, /^\/sandbox-pay\//, /^\/metrics/]

/** Whether a request to `url` must always go to the network. */
export const isNeverCached = (url: URL): boolean => neverCachedPaths.some((path) => path.test(url.pathname))
