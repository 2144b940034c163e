import { Link } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'

/** Shown on the market list to a visitor (trading spec §2). */
export const LoginBanner = () => {
  const labels = useLabels()
  return (
    <Link className="login-banner" to="/login">
      {labels.loginBanner} → {labels.logIn}
    </Link>
  )
}
