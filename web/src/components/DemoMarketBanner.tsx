import { isDemoMarket, useSiteInfo } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { siteInfo } from '../appStores.js'
import { useLabels } from '../i18n/useLabels.js'

/**
 * "Demo market" banner, shown when the server runs the always-open demo calendar (DECISIONS §9). Until the site info
 * is in, its room is kept (hidden), so the screen below does not move down when it turns out to be a demo.
 */
export const DemoMarketBanner = () => {
  const labels = useLabels()
  const demo = useSiteInfo(siteInfo, isDemoMarket)
  const known = useSiteInfo(siteInfo, (state) => state.info !== undefined || state.failure !== undefined)
  useEffect(() => {
    void siteInfo.getState().load()
  }, [])
  if (demo)
    return (
      <p className="demo-banner" role="status">
        {labels.demoMarket}
      </p>
    )
  return known ? null : (
    <p className="demo-banner demo-banner-pending" aria-hidden="true">
      {labels.demoMarket}
    </p>
  )
}
