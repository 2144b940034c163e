import { useLabels } from '../i18n/useLabels.js'
import { dismissNewVersion, useNewVersion } from '../pwa/updateReady.js'

/** "A new version is ready — Reload / Later": the installed app never reloads under the investor on its own. */
export const NewVersionPrompt = () => {
  const labels = useLabels()
  const reload = useNewVersion()
  if (reload === undefined) return null
  return (
    <div className="new-version" role="alertdialog" aria-label={labels.newVersionReady}>
      <span>{labels.newVersionReady}</span>
      <button type="button" className="link-button" onClick={() => void reload()}>
        {labels.reloadNow}
      </button>
      <button type="button" className="link-button" onClick={dismissNewVersion}>
        {labels.later}
      </button>
    </div>
  )
}
