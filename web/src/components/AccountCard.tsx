import { type AccountPart, type Currency, inCurrency } from '@bourse/core'
import { stockLiquidationLine, useAccount } from '@bourse/react-hooks'
import { Segmented } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { account } from '../appStores.js'
import type { LabelKey } from '../i18n/labelsEn.js'
import { useLabels } from '../i18n/useLabels.js'
import { Amount } from './Amount.js'

const symbols: Readonly<Record<Currency, string>> = { INR: '₹', USD: '$', HKD: 'HK$' }
const accountLabels: Readonly<Record<AccountPart['account'], LabelKey>> = {
  stock: 'stockAccount',
  index: 'indexAccount',
  futures: 'futuresAccount',
}

/**
 * The account in ₹, $ or HK$ (display only: core's `inCurrency` with the settings' rates): total assets and its parts
 * from the account store's core `assetBreakdown` — each shown account's available + frozen (+ IPO frozen) = its
 * total, with its floating P&L —, the stock account's liquidation line and the P&L of every open position, kept live
 * (5 s) while shown; every amount can be masked with ****.
 */
export const AccountCard = () => {
  const labels = useLabels()
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const breakdown = useAccount(account, (state) => state.breakdown)
  const [currency, setCurrency] = useState<Currency>('INR')
  const [masked, setMasked] = useState(false)
  useEffect(() => {
    account.getState().startLive()
    if (account.getState().settings === undefined) void account.getState().loadSettings()
    return () => account.getState().stopLive()
  }, [])
  if (!user || !settings || !breakdown) return <section className="account-card">{labels.loading}</section>
  const view = (amount: typeof user.userAmt) => inCurrency(amount, currency, settings)
  const money = (amount: typeof user.userAmt, signed = false) => (
    <Amount value={view(amount)} masked={masked} signed={signed} />
  )
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
      <p className="account-total" data-testid="total-assets">
        {symbols[currency]} {money(breakdown.total)}
      </p>
      <dl className="account-grid">
        <div>
          <dt>{labels.profitAndLoss}</dt>
          <dd data-testid="profit-and-loss">{money(breakdown.floating, true)}</dd>
        </div>
        <div>
          <dt>{labels.liquidationLine}</dt>
          <dd>{money(stockLiquidationLine(user, settings))}</dd>
        </div>
      </dl>
      <div className="account-parts">
        {breakdown.accounts.map((part) => (
          <dl key={part.account} className="account-part" data-account={part.account}>
            <div className="account-part-head">
              <dt>{labels[accountLabels[part.account]]}</dt>
              <dd data-part="total">{money(part.total)}</dd>
            </div>
            <div>
              <dt>{labels.available}</dt>
              <dd data-part="available">{money(part.available)}</dd>
            </div>
            <div>
              <dt>+ {labels.frozen}</dt>
              <dd data-part="frozen">{money(part.frozen)}</dd>
            </div>
            {part.account === 'stock' && (
              <div>
                <dt>+ {labels.ipoFrozen}</dt>
                <dd data-part="ipoFrozen">{money(part.ipoFrozen)}</dd>
              </div>
            )}
            <div>
              <dt>{labels.floatingPnl}</dt>
              <dd data-part="floating">{money(part.floating, true)}</dd>
            </div>
          </dl>
        ))}
      </div>
      <p className="muted account-note">{labels.totalAssetsNote}</p>
    </section>
  )
}
