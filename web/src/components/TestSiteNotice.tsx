import { useLabels } from '../i18n/useLabels.js'

/** The honesty notice required on home and login (DECISIONS §0). */
export const TestSiteNotice = () => (
  <p className="notice" role="note">
    {useLabels().testSiteNotice}
  </p>
)
