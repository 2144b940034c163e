import { DiscoverMore } from '../components/DiscoverMore.js'
import { TestSiteNotice } from '../components/TestSiteNotice.js'
import { useLabels } from '../i18n/useLabels.js'

/** /home: greeting, notice, index ticker strip, news cards, shortcuts and the News / Economy / 7x24 tabs. */
export const HomePage = () => {
  const labels = useLabels()
  return (
    <main className="page">
      <h2 className="greeting">{labels.greeting}</h2>
      <TestSiteNotice />
      <DiscoverMore />
    </main>
  )
}
