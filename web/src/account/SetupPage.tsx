import './account.css'
import { useAccount } from '@bourse/react-hooks'
import { Avatar, Button, List } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { LanguageSwitch } from '../components/LanguageSwitch.js'
import { useLabels } from '../i18n/useLabels.js'
import { signOut } from '../session/signOut.js'
import { useAccountLabels } from './accountLabels.js'

/** /setup and /setting: avatar, the account identifier (the phone), language and the exit action. */
export const SetupPage = () => {
  const labels = useAccountLabels()
  const common = useLabels()
  const navigate = useNavigate()
  const user = useAccount(account, (state) => state.user)
  useEffect(() => {
    void account.getState().loadUser()
  }, [])
  const exit = async () => {
    await signOut()
    navigate('/login', { replace: true })
  }
  return (
    <main className="page">
      <List className="card-list">
        <List.Item extra={<Avatar src="" style={{ '--size': '40px' }} />}>{labels.account}</List.Item>
        <List.Item extra={user?.phone ?? ''}>{labels.phone}</List.Item>
        <List.Item extra={<LanguageSwitch />}>{common.language}</List.Item>
        <List.Item onClick={() => navigate('/loginPassword')} arrowIcon>
          {labels.changeLoginPassword}
        </List.Item>
        <List.Item onClick={() => navigate('/secondFactor')} arrowIcon>
          {common.secondFactorTitle}
        </List.Item>
      </List>
      <Button block size="large" color="danger" onClick={() => void exit()}>
        {labels.exit}
      </Button>
    </main>
  )
}
