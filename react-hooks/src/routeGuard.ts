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
  '/login',
  '/register',
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
 * The route guard (spec 000 §4): a signed-in user opening /login goes to /; a visitor opening a route that needs
 * a token goes to /login; the `url` query parameter is carried over to where the guard sends the user.
 * Example: `{path: '/warehouse', query: {url: '/kline'}, token: undefined}` → redirect "/login?url=%2Fkline".
 */
export const guardRoute = (navigation: Navigation): RouteDecision => {
  const signedIn = navigation.token !== undefined && navigation.token !== ''
  const url = navigation.query.url
  if (signedIn && navigation.path === '/login') return { kind: 'redirect', to: withUrl('/', url) }
  if (!signedIn && needsToken(navigation.path)) return { kind: 'redirect', to: withUrl('/login', url) }
  return { kind: 'allow' }
}
