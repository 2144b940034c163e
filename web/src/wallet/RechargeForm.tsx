import { Money } from '@bourse/core'
import { rechargeQuickAmounts, useAccount, useWallet } from '@bourse/react-hooks'
import { Button, Input, Selector } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { recharge } from '../account/accountStores.js'
import { account } from '../appStores.js'
import { fill } from '../i18n/fill.js'
import { showOutcome } from '../showOutcome.js'

/** The recharge form: amount with the quick amounts, the minimum, the channel list; success opens /pay. */
export const RechargeForm = () => {
  const labels = useAccountLabels()
  const navigate = useNavigate()
  const amount = useWallet(recharge, (state) => state.amount)
  const channels = useWallet(recharge, (state) => state.channels)
  const submitting = useWallet(recharge, (state) => state.submitting)
  const minimum = useAccount(account, (state) => state.settings?.rechargeMinAmt)
  useEffect(() => {
    void recharge.getState().loadChannels()
    if (!account.getState().settings) void account.getState().loadSettings()
  }, [])
  const submit = async () => {
    const outcome = await recharge.getState().submit()
    if (showOutcome(outcome, navigate) && outcome.ok)
      navigate(`/pay?${new URLSearchParams({ url: outcome.url }).toString()}`)
  }
  return (
    <section className="card money-form" aria-label={labels.recharge}>
      <div className="field">
        <label htmlFor="recharge-amount">{labels.rechargeAmount}</label>
        <Input
          id="recharge-amount"
          inputMode="decimal"
          value={amount}
          onChange={(text) => recharge.getState().setAmount(text)}
          clearable
        />
      </div>
      {minimum && (
        <p className="muted" data-testid="recharge-minimum">
          {fill('{label} ₹{min}', { label: labels.minimum, min: Money.format(minimum) })}
        </p>
      )}
      <Selector
        aria-label={labels.amount}
        columns={2}
        options={rechargeQuickAmounts.map((quick) => ({ label: Money.format(quick), value: Money.toText(quick) }))}
        value={[]}
        onChange={(values) => {
          const picked = rechargeQuickAmounts.find((quick) => Money.toText(quick) === values[0])
          if (picked) recharge.getState().pickQuick(picked)
        }}
      />
      {channels.length > 0 && (
        <div className="field">
          <span className="field-label">{labels.channel}</span>
          <Selector
            options={channels.map((channel) => ({ label: channel.channelName, value: channel.channelType }))}
            value={[channels[0]?.channelType ?? '']}
          />
        </div>
      )}
      <Button block color="primary" size="large" loading={submitting} onClick={() => void submit()}>
        {labels.confirmRecharge}
      </Button>
    </section>
  )
}
