import { useLabels } from '../i18n/useLabels.js'

/**
 * "Nothing here yet" in words only, for lists on the entry route: antd-mobile's `ErrorBlock` brings its four
 * illustrations (≈ 10 kB gzip) into whichever chunk uses it, so the lazy screens keep it and /home uses this.
 */
export const EmptyNote = () => {
  const labels = useLabels()
  return <p className="empty-note muted">{labels.empty}</p>
}
