import { useAlert } from '@bourse/react-hooks'
import { alerts } from '../appStores.js'

/** The global alert, fixed at the top centre; the alert store hides it after 2 s (trading spec §4). */
export const GlobalAlert = () => {
  const visible = useAlert(alerts, (state) => state.visible)
  const text = useAlert(alerts, (state) => state.text)
  const type = useAlert(alerts, (state) => state.type)
  if (!visible) return null
  return (
    <div className={`global-alert global-alert-${type}`} role="alert">
      {text}
    </div>
  )
}
