import { guardRoute, useSession } from '@bourse/react-hooks'
import { type ReactNode, useEffect } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { alerts, session } from '../appStores.js'
import { useMessage } from '../i18n/useLabels.js'
import { routeTable } from './routeTable.js'

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
  return to.startsWith('/login') ? <ToLogin to={to} /> : <Navigate to={to} replace />
}

/** A visitor sent to /login is told why, in core's words (spec 001 §5 'Please log in first'). */
const ToLogin = ({ to }: { to: string }) => {
  const message = useMessage()
  useEffect(() => {
    alerts.getState().show(message('notSignedIn'), 'warning')
  }, [message])
  return <Navigate to={to} replace />
}
