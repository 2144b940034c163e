import './account.css'
import { Wallet } from '@bourse/core'
import { useAccount } from '@bourse/react-hooks'
import { Button, List, Tag } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { AccountCard } from '../components/AccountCard.js'
import { LanguageSwitch } from '../components/LanguageSwitch.js'
import { ThemeToggle } from '../components/ThemeToggle.js'
import { HelpUnreadBadge } from '../helpDesk/HelpUnreadBadge.js'
import { useLabels, useLanguage } from '../i18n/useLabels.js'
import { signOut } from '../session/signOut.js'
import { type AccountLabels, useAccountLabels } from './accountLabels.js'
import { ChangePasswordSheet } from './ChangePasswordSheet.js'
import { LedgerBridgeCard } from './LedgerBridgeCard.js'

/** The entries of /user (spec 001 §2), each to its screen. */
const entries: readonly (readonly [keyof AccountLabels, string])[] = [
  ['recharge', '/recharge'],
  ['withdraw', '/withdraw'],
  ['transfers', '/transfers'],
  ['fundingDetails', '/FundingDetails'],
  ['verification', '/authentications'],
  ['bankCard', '/bankCard'],
  ['fundingPassword', '/setPassword'],
  ['contractNotes', '/contractNotes'],
  ['alerts', '/alerts'],
  ['onlineService', '/service'],
  ['settings', '/setup'],
]

/**
 * /user: real name and phone (read-only), the real-name state, the totals in ₹ / $ / HK$ with masking
 * (`AccountCard`), every entry of the spec, the change-password bottom popup, language, theme and exit.
 */
/**
 * The real name, phone and real-name state; the only part of /user that reads the user itself, so an answer (and the
 * card's 5 s refresh) re-renders this card and `AccountCard`, not the page's lists.
 */
const UserCard = () => {
  const labels = useAccountLabels()
  const common = useLabels()
  const language = useLanguage()
  const user = useAccount(account, (state) => state.user)
  return (
    <section className="card user-card" aria-label={labels.account}>
      {/* The phone has its own line below: a user without an approved name is not shown it twice. */}
      <p className="user-name">{user ? user.realName || labels.account : common.loading}</p>
      {user && (
        <p className="muted">
          {labels.phone} {user.phone}{' '}
          <Tag color={user.isActive === 2 ? 'success' : user.isActive === 3 ? 'danger' : 'warning'}>
            {Wallet.walletLabel(Wallet.kycStatusLabel(user.isActive), language)}
          </Tag>
        </p>
      )}
    </section>
  )
}

export const AccountPage = () => {
  const labels = useAccountLabels()
  const common = useLabels()
  const navigate = useNavigate()
  const [changing, setChanging] = useState(false)
  // The sheet is mounted on its first opening (a closed popup still renders its spring), then kept for its animations.
  const [opened, setOpened] = useState(false)
  // The user is read by the account card below (its live refresh starts with one), not a second time here.
  const exit = async () => {
    await signOut()
    navigate('/login', { replace: true })
  }
  return (
    <main className="page">
      <UserCard />
      <div className="account-card-slot">
        <AccountCard />
      </div>
      <List className="card-list" aria-label={labels.settings}>
        {entries.map(([label, path]) => (
          <List.Item
            key={path}
            onClick={() => navigate(path)}
            arrowIcon
            extra={path === '/service' ? <HelpUnreadBadge /> : undefined}
          >
            {labels[label]}
          </List.Item>
        ))}
        <List.Item
          onClick={() => {
            setOpened(true)
            setChanging(true)
          }}
          arrowIcon
        >
          {labels.changeLoginPassword}
        </List.Item>
      </List>
      <List className="card-list">
        <List.Item extra={<LanguageSwitch />}>{common.language}</List.Item>
        <List.Item extra={<ThemeToggle />}>{common.theme}</List.Item>
      </List>
      <Button block size="large" color="danger" onClick={() => void exit()}>
        {labels.exit}
      </Button>
      <LedgerBridgeCard />
      {opened && <ChangePasswordSheet visible={changing} onClose={() => setChanging(false)} />}
    </main>
  )
}
