import { useSession } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { account, alerts, session } from '../appStores.js'

/** Spec 001 §8: 'Please log in first' from the server → show it, forget the user, /login after 1 s. */
export const SessionExpiry = () => {
  const message = useSession(session, (state) => state.expiredMessage)
  const navigate = useNavigate()
  useEffect(() => {
    if (message === undefined) return
    alerts.getState().show(message, 'warning')
    account.getState().clear()
    const timer = setTimeout(() => navigate('/login', { replace: true }), 1000)
    return () => clearTimeout(timer)
  }, [message, navigate])
  return null
}
