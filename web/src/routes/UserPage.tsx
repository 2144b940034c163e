import { useAccount } from '@bourse/react-hooks'
import { Button, List } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { account, session } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { LanguageSwitch } from '../components/LanguageSwitch.js'
import { ThemeToggle } from '../components/ThemeToggle.js'
import { useLabels } from '../i18n/useLabels.js'

/** /user: who is signed in, the stock account's balances, language, theme and log out. */
export const UserPage = () => {
  const labels = useLabels()
  const navigate = useNavigate()
  const user = useAccount(account, (state) => state.user)
  useEffect(() => {
    void account.getState().loadUser()
  }, [])
  const logout = async () => {
    await session.getState().logout()
    account.getState().clear()
    navigate('/login', { replace: true })
  }
  return (
    <main className="page">
      <section className="card" aria-label={labels.account}>
        <p className="user-name">{user?.realName || user?.phone || labels.loading}</p>
        {user && <p className="muted">{user.phone}</p>}
      </section>
      {user && (
        <List className="card-list">
          <List.Item extra={<Amount value={user.userAmt} />}>{labels.totalAssets}</List.Item>
          <List.Item extra={<Amount value={user.enableAmt} />}>{labels.available}</List.Item>
          <List.Item extra={<Amount value={user.allFreezAmt} />}>{labels.frozen}</List.Item>
          <List.Item extra={<Amount value={user.allProfitAndLose} signed />}>{labels.profitAndLoss}</List.Item>
        </List>
      )}
      <List className="card-list">
        <List.Item extra={<LanguageSwitch />}>{labels.language}</List.Item>
        <List.Item extra={<ThemeToggle />}>{labels.theme}</List.Item>
      </List>
      <Button block size="large" color="danger" onClick={() => void logout()}>
        {labels.logOut}
      </Button>
    </main>
  )
}
