import { NavBar } from 'antd-mobile'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { LanguageSwitch } from '../components/LanguageSwitch.js'
import { ThemeToggle } from '../components/ThemeToggle.js'
import { useLabels } from '../i18n/useLabels.js'
import type { RouteMeta } from './routeTable.js'

/**
 * The route's header: title, a back button where the route has one; on the right the customer-service icon (/service),
 * language and theme.
 */
export const PageHeader = ({ meta, right }: { meta: RouteMeta; right?: ReactNode }) => {
  const labels = useLabels()
  const navigate = useNavigate()
  return (
    <NavBar
      className="page-header"
      backIcon={meta.back}
      // The arrow alone (its word kept for screen readers): the title gets the width to stay on one line.
      back={meta.back ? <span className="visually-hidden">{labels.back}</span> : null}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/home'))}
      right={
        <div className="header-actions">
          {right}
          <Link to="/service" aria-label={labels.onlineService}>
            ☎
          </Link>
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      }
    >
      <h1 className="page-title">{labels[meta.title]}</h1>
    </NavBar>
  )
}
