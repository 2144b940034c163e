import './account.css'
import type { SecondFactor } from '@bourse/core'
import { loadFactorMethod, useAccount, useWallet } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { account, client } from '../appStores.js'
import { FactorCodeField } from '../secondFactor/FactorCodeField.js'
import { showOutcome } from '../showOutcome.js'
import { useAccountLabels } from './accountLabels.js'
import { passwords } from './accountStores.js'
import { emptyDraft, PasswordFields } from './PasswordFields.js'

/** /setPassword: set the funding (withdrawal) password; changing it asks for the current one. */
export const SetPasswordPage = () => {
  const labels = useAccountLabels()
  const navigate = useNavigate()
  const user = useAccount(account, (state) => state.user)
  const submitting = useWallet(passwords, (state) => state.submitting)
  const [draft, setDraft] = useState(emptyDraft)
  const [factorMethod, setFactorMethod] = useState<SecondFactor.FactorMethod | undefined>(undefined)
  useEffect(() => {
    void account.getState().loadUser()
    void loadFactorMethod(client).then(setFactorMethod)
  }, [])
  const submit = async () => {
    if (showOutcome(await passwords.getState().setFunding(draft), navigate)) navigate('/user')
  }
  return (
    <main className="page">
      <form
        className="card money-form"
        aria-label={labels.setFundingPassword}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <PasswordFields
          id="funding-password"
          draft={draft}
          onChange={setDraft}
          withOld={user?.hasWithPwd === true}
          oldLabel={labels.oldFundingPassword}
        />
        <FactorCodeField
          id="funding-factor"
          method={factorMethod}
          value={draft.factorCode ?? ''}
          onChange={(factorCode) => setDraft({ ...draft, factorCode })}
        />
        <Button block color="primary" size="large" type="submit" loading={submitting}>
          {labels.setFundingPassword}
        </Button>
      </form>
    </main>
  )
}
