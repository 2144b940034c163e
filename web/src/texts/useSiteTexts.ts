import { type SiteInfo, useSiteInfo } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { siteInfo } from '../appStores.js'

/** The site info (agreements, company and certificate texts, version), loaded once per app start. */
export const useSiteTexts = (): SiteInfo | undefined => {
  const info = useSiteInfo(siteInfo, (state) => state.info)
  useEffect(() => {
    void siteInfo.getState().load()
  }, [])
  return info
}
