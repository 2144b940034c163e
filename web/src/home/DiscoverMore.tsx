import { Grid } from 'antd-mobile'
import { Link } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'

const shortcuts = [
  { to: '/warehouse', label: 'tabPosition' },
  { to: '/Subscription', label: 'ipoSubscription' },
  { to: '/user', label: 'myAccount' },
  { to: '/wallet', label: 'funds' },
] as const

/** The home page's 'DISCOVER MORE' shortcuts (trading spec §2). */
export const DiscoverMore = () => {
  const labels = useLabels()
  return (
    <section className="card" aria-labelledby="discover-more">
      <h2 id="discover-more" className="section-title">
        {labels.discoverMore}
      </h2>
      <Grid columns={4} gap={8}>
        {shortcuts.map((shortcut) => (
          <Grid.Item key={shortcut.to}>
            <Link className="shortcut" to={shortcut.to}>
              {labels[shortcut.label]}
            </Link>
          </Grid.Item>
        ))}
      </Grid>
    </section>
  )
}
