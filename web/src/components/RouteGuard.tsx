import { guardRoute, useSession } from '@bourse/react-hooks'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { session } from '../appStores.js'
import { routeTable } from '../routes/routeTable.js'

/** Sends unknown paths to /home, then applies react-hooks' route guard: a visitor opening a route that needs a token goes to /login, and so on. */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const token = useSession(session, (state) => state.token)
  const { pathname, search } = useLocation()
  // Unknown paths go to /home before any guard (trading spec §2).
  if (!Object.hasOwn(routeTable, pathname)) return <Navigate to="/home" replace />
  const decision = guardRoute({ path: pathname, query: Object.fromEntries(new URLSearchParams(search)), token })
  if (decision.kind === 'allow') return children
  // "/" is /home here; a signed-in user leaving /login goes to the `url` it came for, if any.
  const target = new URL(decision.to, 'http://app')
  const to = target.pathname === '/' ? (target.searchParams.get('url') ?? '/home') : decision.to
  return <Navigate to={to} replace />
}
