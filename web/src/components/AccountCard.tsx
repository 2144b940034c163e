import { AccountFigures, type AccountPart, type Currency, inCurrency, rateOf } from '@bourse/core'
import { useAccount, useCardView } from '@bourse/react-hooks'
import { Segmented } from 'antd-mobile'
import { useEffect } from 'react'
import { account, cardView } from '../appStores.js'
import { fill } from '../i18n/fill.js'
import type { LabelKey } from '../i18n/labelsEn.js'
import { useLabels } from '../i18n/useLabels.js'
import { Amount } from './Amount.js'
import { FigureAge } from './FigureAge.js'

const symbols: Readonly<Record<Currency, string>> = { INR: '₹', USD: '$', HKD: 'HK$' }
const accountLabels: Readonly<Record<AccountPart['account'], LabelKey>> = {
  stock: 'stockAccount',
  index: 'indexAccount',
  futures: 'futuresAccount',
  financing: 'financingEquityLine',
}

/** The accounts the card shows before the answers arrive (all three; the settings may hide index and futures). */
const frameAccounts: readonly AccountPart['account'][] = ['stock', 'index', 'futures']

/** What a figure shows until the account and settings answers are in: the frame keeps its lines and height. */
const pending = <span className="num">–</span>

/**
 * The account in ₹, $ or HK$ (display only: core's `inCurrency` with the settings' INR rates, the rate and its date
 * said under the total): total assets and its parts
 * from the account store's core `assetBreakdown` — each shown account's available + frozen (+ IPO frozen) = its
 * total, with its floating P&L (the sum of its rows', DECISIONS §20) —, equity (total assets + floating P&L), the
 * day's P&L (equity now − at the previous close), and for each account holding positions the loss it can take before
 * liquidation (core's `liquidationRoom`: its line + its floating P&L, as the rows' distances); the financing
 * sub-accounts are a named part (cash + margins − borrowed) with their split positions' floating P&L; kept live
 * (5 s) while shown; every amount can be masked with ****. Before the answers the same frame is drawn with "–" for
 * each figure (and without the figures' test ids), so the first paint is the card and nothing moves when they come.
 * `compact` (the markets and positions screens) folds the accounts' parts under a summary line, so the card leaves
 * the first screen to the list below it.
 */
export const AccountCard = ({ compact = false }: { readonly compact?: boolean }) => {
  const labels = useLabels()
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const breakdown = useAccount(account, (state) => state.breakdown)
  const dayPnl = useAccount(account, (state) => state.dayProfitAndLoss)
  const openRows = useAccount(account, (state) => state.openRows)
  const currency = useCardView(cardView, (state) => state.currency)
  const masked = useCardView(cardView, (state) => state.masked)
  useEffect(() => {
    account.getState().startLive()
    if (account.getState().settings === undefined) void account.getState().loadSettings()
    return () => account.getState().stopLive()
  }, [])
  const ready = user && settings && breakdown ? { user, settings, breakdown } : undefined
  const money = (amount: Parameters<typeof inCurrency>[0] | undefined, signed = false) =>
    ready && amount ? (
      <Amount value={inCurrency(amount, currency, ready.settings)} masked={masked} signed={signed} />
    ) : (
      pending
    )
  const parts: readonly (AccountPart | { readonly account: AccountPart['account'] })[] =
    ready?.breakdown.accounts ?? frameAccounts.map((name) => ({ account: name }))
  return (
    <section className="account-card" aria-label={labels.account} aria-busy={!ready}>
      <div className="account-card-top">
        <Segmented
          value={currency}
          onChange={(value) => cardView.getState().setCurrency(value as Currency)}
          options={(Object.keys(symbols) as Currency[]).map((key) => ({ value: key, label: symbols[key] }))}
        />
        <button type="button" className="icon-button" onClick={() => cardView.getState().toggleMasked()}>
          {masked ? labels.unmask : labels.mask}
        </button>
      </div>
      <p className="muted">{labels.totalAssets}</p>
      <p className="account-total" data-testid={ready && 'total-assets'}>
        {symbols[currency]} {money(ready?.breakdown.total)} <FigureAge />
      </p>
      {currency !== 'INR' && ready && (
        <p className="muted account-note" data-testid="rate-note">
          {fill(labels.rateNote, {
            symbol: symbols[currency],
            rate: rateOf(currency, ready.settings).toFixed(2),
            date: ready.settings.ratesDate ?? '–',
          })}
        </p>
      )}
      <dl className="account-grid">
        <div>
          <dt>{labels.equity}</dt>
          <dd data-testid={ready && 'equity'}>{money(ready?.breakdown.equity)}</dd>
        </div>
        <div>
          <dt>{labels.dayPnl}</dt>
          <dd data-testid={ready && dayPnl && 'day-profit-and-loss'}>{money(dayPnl, true)}</dd>
        </div>
        <div>
          <dt>{labels.floatingPnl}</dt>
          <dd data-testid={ready && 'profit-and-loss'}>{money(ready?.breakdown.floating, true)}</dd>
        </div>
      </dl>
      <details className="account-parts-details" open={!compact}>
        <summary>{labels.accountParts}</summary>
        <div className="account-parts">
          {parts.map((part) => {
            const figures = 'total' in part ? part : undefined
            const cell = (name: 'total' | 'available' | 'frozen' | 'ipoFrozen' | 'floating', signed = false) => (
              <dd data-part={figures && name}>{money(figures?.[name], signed)}</dd>
            )
            const percent =
              part.account === 'stock' ? ready?.settings.forceStopPercent : ready?.settings.forceSellPercent
            // Financing sub-accounts have their own warning and unwind lines (shown on their orders).
            const room =
              figures && percent && part.account !== 'financing' && (openRows?.[part.account].length ?? 0) > 0
                ? AccountFigures.liquidationRoom(figures, percent)
                : undefined
            return (
              <dl key={part.account} className="account-part" data-account={figures && part.account}>
                <div className="account-part-head">
                  <dt>{labels[accountLabels[part.account]]}</dt>
                  {cell('total')}
                </div>
                <div>
                  <dt>{labels.available}</dt>
                  {cell('available')}
                </div>
                <div>
                  <dt>+ {labels.frozen}</dt>
                  {cell('frozen')}
                </div>
                {part.account === 'stock' && (
                  <div>
                    <dt>+ {labels.ipoFrozen}</dt>
                    {cell('ipoFrozen')}
                  </div>
                )}
                {figures && part.account === 'financing' && (
                  <div>
                    <dt>− {labels.borrowed}</dt>
                    <dd data-part="borrowed">{money(figures.borrowed)}</dd>
                  </div>
                )}
                <div>
                  <dt>{labels.floatingPnl}</dt>
                  {cell('floating', true)}
                </div>
                {room && (
                  <div className="account-part-room">
                    <dt>{labels.liquidationRoom}</dt>
                    <dd data-part="liquidation-room">{money(room)}</dd>
                  </div>
                )}
              </dl>
            )
          })}
        </div>
        <p className="muted account-note">
          {labels.totalAssetsNote} {labels.equityNote}
        </p>
      </details>
    </section>
  )
}
