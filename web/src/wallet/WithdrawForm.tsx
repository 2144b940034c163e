import { Money } from '@bourse/core'
import { useAccount, useWallet } from '@bourse/react-hooks'
import { Button, Input } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { withdraw } from '../account/accountStores.js'
import { account } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { useFeedSilent } from '../feed.js'
import { fill } from '../i18n/fill.js'
import { FactorCodeField } from '../secondFactor/FactorCodeField.js'
import { showOutcome } from '../showOutcome.js'
import { WithdrawableLines } from './WithdrawableLines.js'

/** The withdrawal form: amount and "All", the fee and amount received before confirming, the funding password. */
export const WithdrawForm = () => {
  const silent = useFeedSilent()
  const labels = useAccountLabels()
  const navigate = useNavigate()
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const amount = useWallet(withdraw, (state) => state.amount)
  const password = useWallet(withdraw, (state) => state.password)
  const preview = useWallet(withdraw, (state) => state.preview)
  const submitting = useWallet(withdraw, (state) => state.submitting)
  const factorMethod = useWallet(withdraw, (state) => state.factorMethod)
  const factorCode = useWallet(withdraw, (state) => state.factorCode)
  useEffect(() => {
    if (!account.getState().settings) void account.getState().loadSettings()
    void withdraw.getState().explain()
    void withdraw.getState().loadFactor()
  }, [])
  // An amount typed before the settings answer (the fee schedule) gets its fee and amount received once it is in.
  useEffect(() => {
    if (settings) withdraw.getState().setAmount(withdraw.getState().amount)
  }, [settings])
  const submit = async () => {
    const outcome = await withdraw.getState().submit()
    if (showOutcome(outcome, navigate)) navigate('/cashWithdrawalRecord')
  }
  return (
    <section className="card money-form" aria-label={labels.withdraw}>
      <p>
        {labels.available} {user ? <Amount value={user.enableAmt} /> : '–'}
      </p>
      <div className="field">
        <label htmlFor="withdraw-amount">{labels.withdrawalAmount}</label>
        <div className="field-row">
          <Input
            id="withdraw-amount"
            inputMode="decimal"
            value={amount}
            onChange={(text) => withdraw.getState().setAmount(text)}
            clearable
          />
          <Button size="small" onClick={() => withdraw.getState().fillAll()}>
            {labels.all}
          </Button>
        </div>
      </div>
      <dl className="money-preview" aria-label={labels.received}>
        <div>
          <dt>{labels.fee}</dt>
          <dd data-testid="withdraw-fee">{preview ? <Amount value={preview.fee} /> : '–'}</dd>
        </div>
        <div>
          <dt>{labels.received}</dt>
          <dd data-testid="withdraw-received">{preview ? <Amount value={preview.received} /> : '–'}</dd>
        </div>
      </dl>
      {user?.hasWithPwd && (
        <div className="field">
          <label htmlFor="withdraw-password">{labels.fundingPassword}</label>
          <Input
            id="withdraw-password"
            type="password"
            value={password}
            onChange={(text) => withdraw.getState().setPassword(text)}
          />
        </div>
      )}
      <FactorCodeField
        id="withdraw-factor"
        method={factorMethod}
        value={factorCode}
        onChange={(text) => withdraw.getState().setFactorCode(text)}
      />
      {/* The rules' sentence from the first frame ("–" until the settings answer): it is the screen's largest text. */}
      <p className="muted withdraw-rules">
        {fill(
          labels.withdrawRules,
          settings
            ? {
                single: Money.format(settings.withFeeSingle),
                percent: settings.withFeePercent.toString(),
                min: Money.format(settings.withMinAmt),
                begin: settings.withTimeBegin,
                end: settings.withTimeEnd,
              }
            : { single: '–', percent: '–', min: '–', begin: '–', end: '–' },
        )}
      </p>
      <Button block color="primary" size="large" loading={submitting} disabled={silent} onClick={() => void submit()}>
        {labels.confirmWithdraw}
      </Button>
      <WithdrawableLines />
    </section>
  )
}
