import { useAccount } from '@bourse/react-hooks'
import { Button, List } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { account, session } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { LanguageSwitch } from '../components/LanguageSwitch.js'
import { RiseColourSwitch } from '../components/RiseColourSwitch.js'
import { ThemeToggle } from '../components/ThemeToggle.js'
import { useLabels } from '../i18n/useLabels.js'

/**
 * /user: who is signed in (the real name, or the phone once when there is none), total assets as core defines it
 * (the same figure as every account card), the stock account's own balances under that name, language, theme,
 * rise/fall colours and log out.
 */
export const UserPage = () => {
  const labels = useLabels()
  const navigate = useNavigate()
  const user = useAccount(account, (state) => state.user)
  const breakdown = useAccount(account, (state) => state.breakdown)
  useEffect(() => {
    void account.getState().refresh()
    if (account.getState().settings === undefined) void account.getState().loadSettings()
  }, [])
  const logout = async () => {
    await session.getState().logout()
    account.getState().clear()
    navigate('/login', { replace: true })
  }
  const stock = breakdown?.accounts.find((part) => part.account === 'stock')
  return (
    <main className="page">
      <section className="card" aria-label={labels.account}>
        <p className="user-name">{user ? user.realName || user.phone : labels.loading}</p>
        {user?.realName && <p className="muted">{user.phone}</p>}
      </section>
      {breakdown && stock && (
        <List className="card-list">
          <List.Item extra={<Amount value={breakdown.total} />}>
            <span data-testid="user-total-assets">{labels.totalAssets}</span>
          </List.Item>
          <List.Item extra={<Amount value={stock.total} />}>{labels.stockAccount}</List.Item>
          <List.Item extra={<Amount value={stock.available} />}>
            {labels.stockAccount} · {labels.available}
          </List.Item>
          <List.Item extra={<Amount value={stock.frozen} />}>
            {labels.stockAccount} · {labels.frozen}
          </List.Item>
          <List.Item extra={<Amount value={breakdown.floating} signed />}>{labels.profitAndLoss}</List.Item>
        </List>
      )}
      <List className="card-list">
        <List.Item extra={<LanguageSwitch />}>{labels.language}</List.Item>
        <List.Item extra={<ThemeToggle />}>{labels.theme}</List.Item>
        <List.Item extra={<RiseColourSwitch />}>{labels.riseColour}</List.Item>
      </List>
      <Button block size="large" color="danger" onClick={() => void logout()}>
        {labels.logOut}
      </Button>
    </main>
  )
}
