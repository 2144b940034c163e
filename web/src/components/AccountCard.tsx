import { type Currency, inCurrency } from '@bourse/core'
import { stockLiquidationLine, useAccount } from '@bourse/react-hooks'
import { Segmented } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { account } from '../appStores.js'
import { useLabels } from '../i18n/useLabels.js'
import { Amount } from './Amount.js'

const symbols: Readonly<Record<Currency, string>> = { INR: '₹', USD: '$', HKD: 'HK$' }

/**
 * The account in ₹, $ or HK$ (display only: core's `inCurrency` with the settings' rates): total assets (the account
 * store's core `totalAssets`: stock plus the index and futures accounts the settings show), the stock account's
 * liquidation line, available, frozen, P&L; every amount can be masked with ****.
 */
export const AccountCard = () => {
  const labels = useLabels()
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const total = useAccount(account, (state) => state.totalAssets)
  const [currency, setCurrency] = useState<Currency>('INR')
  const [masked, setMasked] = useState(false)
  useEffect(() => {
    void account.getState().loadUser()
    if (account.getState().settings === undefined) void account.getState().loadSettings()
  }, [])
  if (!user || !settings || !total) return <section className="account-card">{labels.loading}</section>
  const view = (amount: typeof user.userAmt) => inCurrency(amount, currency, settings)
  const rows = [
    { label: labels.liquidationLine, value: view(stockLiquidationLine(user, settings)) },
    { label: labels.available, value: view(user.enableAmt) },
    { label: labels.frozen, value: view(user.allFreezAmt) },
  ]
  return (
    <section className="account-card" aria-label={labels.account}>
      <div className="account-card-top">
        <Segmented
          value={currency}
          onChange={(value) => setCurrency(value as Currency)}
          options={(Object.keys(symbols) as Currency[]).map((key) => ({ value: key, label: symbols[key] }))}
        />
        <button type="button" className="icon-button" onClick={() => setMasked(!masked)}>
          {masked ? labels.unmask : labels.mask}
        </button>
      </div>
      <p className="muted">{labels.totalAssets}</p>
      <p className="account-total">
        {symbols[currency]} <Amount value={view(total)} masked={masked} />
      </p>
      <dl className="account-grid">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <Amount value={row.value} masked={masked} />
            </dd>
          </div>
        ))}
        <div>
          <dt>{labels.profitAndLoss}</dt>
          <dd>
            <Amount value={view(user.allProfitAndLose)} masked={masked} signed />
          </dd>
        </div>
      </dl>
    </section>
  )
}
