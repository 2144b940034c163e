import '../account/account.css'
import { Wallet } from '@bourse/core'
import { type KycField, useAccount, useWallet } from '@bourse/react-hooks'
import { Button, Tag } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { kyc } from '../account/accountStores.js'
import { account } from '../appStores.js'
import { Field } from '../components/Field.js'
import { useLanguage } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'
import { ImagePicker } from './ImagePicker.js'

/**
 * /authentication, /authentications, /smrz: the four states of DECISIONS §11. Under review (1) and approved (2) show
 * the form filled from the account, read-only, without the submit button; not verified (0) and rejected (3, with the
 * reason) take the name, ID number, front and back images, an optional third image and PAN.
 */
export const AuthenticationPage = () => {
  const labels = useAccountLabels()
  const language = useLanguage()
  const navigate = useNavigate()
  const user = useAccount(account, (state) => state.user)
  const form = useWallet(kyc, (state) => state)
  useEffect(() => {
    void account.getState().loadUser()
    if (!account.getState().settings) void account.getState().loadSettings()
  }, [])
  if (!user) return <main className="page muted">{labels.loading}</main>
  const locked = user.isActive === 1 || user.isActive === 2
  const field = (name: KycField, label: string, value: string) => (
    <Field
      id={`kyc-${name}`}
      label={label}
      value={value}
      onChange={(text) => (locked ? undefined : kyc.getState().setField(name, text))}
    />
  )
  const submit = async () => {
    if (showOutcome(await kyc.getState().submit(), navigate)) navigate('/user')
  }
  return (
    <main className="page">
      <section className="card" aria-label={labels.verificationState}>
        <Tag
          data-testid="kyc-state"
          color={user.isActive === 2 ? 'success' : user.isActive === 3 ? 'danger' : 'warning'}
        >
          {Wallet.walletLabel(Wallet.kycStatusLabel(user.isActive), language)}
        </Tag>
        {user.isActive === 3 && user.authMsg && (
          <p className="record-reason">
            {labels.rejectedBecause}: {user.authMsg}
          </p>
        )}
      </section>
      <section className="card money-form" aria-label={labels.verification}>
        {locked ? (
          <dl className="money-preview">
            <div>
              <dt>{labels.realName}</dt>
              <dd>{user.realName}</dd>
            </div>
            <div>
              <dt>{labels.idNumber}</dt>
              <dd>{user.idCard}</dd>
            </div>
          </dl>
        ) : (
          <>
            {field('realName', labels.realName, form.realName)}
            {field('idNumber', labels.idNumber, form.idNumber)}
            {field('panCode', labels.panCode, form.panCode)}
            <div className="image-pickers">
              <ImagePicker slot="front" label={labels.frontImage} image={form.images.front} disabled={locked} />
              <ImagePicker slot="back" label={labels.backImage} image={form.images.back} disabled={locked} />
              <ImagePicker slot="third" label={labels.thirdImage} image={form.images.third} disabled={locked} />
            </div>
            <Button block color="primary" size="large" loading={form.submitting} onClick={() => void submit()}>
              {user.isActive === 3 ? labels.resubmit : labels.submit}
            </Button>
          </>
        )}
      </section>
    </main>
  )
}
