/** Where a navigation may go: on, or elsewhere. */
export type RouteDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string }

/**
 * Paths a visitor may open without a token: home, news, the market list (with its login banner), sign-in and
 * registration with their public pages (spec 000 §6, spec 001 §2). Every other route needs a token.
 */
export const publicPaths: readonly string[] = [
  '/',
  '/home',
  '/news',
  '/newPage',
  '/announcement',
  '/trading-list',
  '/list',
  '/login',
  '/register',
  '/agree',
  '/forget',
  '/openaccount',
]

/** True when `path` needs a session token. */
export const needsToken = (path: string): boolean => !publicPaths.includes(path)

export interface Navigation {
  /** The path being opened, without query: "/warehouse". */
  readonly path: string
  /** Its query parameters. */
  readonly query: Readonly<Record<string, string>>
  readonly token: string | undefined
}

const withUrl = (path: string, url: string | undefined) =>
  url === undefined ? path : `${path}?${new URLSearchParams({ url }).toString()}`

/**
 * `url` if it is a path of this app a user may be sent back to after signing in, else undefined: it starts with one
 * "/" (no other site: "//evil.example", "https://…" and "/\\evil" are refused) and is not /login itself.
 * Example: "/kline?code=600269" → "/kline?code=600269"; "//evil.example" → undefined.
 */
export const returnPath = (url: string | undefined): string | undefined =>
  url !== undefined && /^\/(?![/\\])/.test(url) && !url.includes('\\') && !/^\/login(\?|$)/.test(url) ? url : undefined

/** The path and query being opened, as a `url` to come back to: "/kline?code=600269&market=sh". */
const targetOf = (navigation: Navigation): string => {
  const query = new URLSearchParams(navigation.query as Record<string, string>).toString()
  return query === '' ? navigation.path : `${navigation.path}?${query}`
}

/**
 * The route guard (spec 000 §4): a visitor opening a route that needs a token goes to /login with `url` = where
 * they were going (or the `url` they already carried); a signed-in user on /login goes to that `url` when it is a
 * path of this app (`returnPath`), else to /.
 * Example: `{path: '/kline', query: {code: '600269'}, token: undefined}` → redirect "/login?url=%2Fkline%3Fcode%3D600269".
 */
export const guardRoute = (navigation: Navigation): RouteDecision => {
  const signedIn = navigation.token !== undefined && navigation.token !== ''
  const url = navigation.query.url
  if (signedIn && navigation.path === '/login') return { kind: 'redirect', to: returnPath(url) ?? '/' }
  if (!signedIn && needsToken(navigation.path))
    return { kind: 'redirect', to: withUrl('/login', returnPath(url) ?? targetOf(navigation)) }
  return { kind: 'allow' }
}
