import '../account/account.css'
import { Identity } from '@bourse/core'
import { type BankField, bankChoices, useAccount, useWallet } from '@bourse/react-hooks'
import { Button, Picker } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { type AccountLabels, useAccountLabels } from '../account/accountLabels.js'
import { bankCard } from '../account/accountStores.js'
import { account } from '../appStores.js'
import { Field } from '../components/Field.js'
import { useLabels } from '../i18n/useLabels.js'
import { FactorCodeField } from '../secondFactor/FactorCodeField.js'
import { showOutcome } from '../showOutcome.js'

/**
 * Why a card cannot be added yet, before the form: verification not done (or rejected) with the way to it, or under
 * review. The account store follows the live account channel, so approval shows the form without leaving the page.
 */
const KycFirst = ({ isActive, labels }: { isActive: number; labels: AccountLabels }) => (
  <section className="card kyc-first" data-testid="kyc-first" data-kyc={isActive}>
    {isActive === 1 ? (
      <p>{labels.kycUnderReview}</p>
    ) : (
      <>
        <p>{isActive === 3 ? labels.kycRejectedFirst : labels.kycRequired}</p>
        <Link to="/authentication">{labels.verification}</Link>
      </>
    )}
  </section>
)

/**
 * /addCard (bind), /addCard?type=edit and /bankUpDate (replace): the 25-bank picker, IFSC, account number, payee and
 * branch; a saved card goes to /card. The form is editable only when no card is bound, or in edit mode.
 */
export const AddCardPage = () => {
  const labels = useAccountLabels()
  const common = useLabels()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const { pathname } = useLocation()
  const edit = query.get('type') === 'edit' || pathname === '/bankUpDate'
  const bank = useWallet(bankCard, (state) => state.bank)
  const form = useWallet(bankCard, (state) => state.form)
  const submitting = useWallet(bankCard, (state) => state.submitting)
  const factorMethod = useWallet(bankCard, (state) => state.factorMethod)
  const factorCode = useWallet(bankCard, (state) => state.factorCode)
  const user = useAccount(account, (state) => state.user)
  const [picking, setPicking] = useState(false)
  useEffect(() => {
    // the real-name state as it is now, not as a page seen earlier left it
    void account.getState().loadUser()
    void bankCard.getState().load(edit)
  }, [edit])
  const set = (field: BankField) => (value: string) => bankCard.getState().setField(field, value)
  const save = async () => {
    if (showOutcome(await bankCard.getState().save(edit), navigate)) navigate('/card')
  }
  if (bank && !edit) return <Navigate to="/card" replace />
  if (user === undefined) return <main className="page" />
  if (!Identity.Kyc.isApproved({ isActive: user.isActive }))
    return (
      <main className="page">
        <KycFirst isActive={user.isActive} labels={labels} />
      </main>
    )
  return (
    <main className="page">
      <section className="card money-form" aria-label={labels.addCard}>
        <div className="field">
          <span className="field-label">{labels.bankName}</span>
          <Button block onClick={() => setPicking(true)}>
            {form.bankName || labels.chooseBank}
          </Button>
        </div>
        <Picker
          columns={[bankChoices.map((name) => ({ label: name, value: name }))]}
          visible={picking}
          cancelText={common.cancel}
          confirmText={common.confirm}
          onClose={() => setPicking(false)}
          value={[form.bankName]}
          onConfirm={(values) => set('bankName')(String(values[0] ?? ''))}
        />
        <Field id="bank-ifsc" label={labels.ifsc} value={form.ifscCode} onChange={set('ifscCode')} />
        <Field
          id="bank-number"
          label={labels.accountNumber}
          inputMode="numeric"
          value={form.bankNo}
          onChange={set('bankNo')}
        />
        <Field id="bank-payee" label={labels.payeeName} value={form.payeeName} onChange={set('payeeName')} />
        <Field id="bank-branch" label={labels.branch} value={form.bankAddress} onChange={set('bankAddress')} />
        <FactorCodeField
          id="bank-factor"
          method={factorMethod}
          value={factorCode}
          onChange={(text) => bankCard.getState().setFactorCode(text)}
        />
        <Button block color="primary" size="large" loading={submitting} onClick={() => void save()}>
          {labels.saveCard}
        </Button>
      </section>
    </main>
  )
}
