import './account.css'
import { useAccount, useWallet } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
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
  useEffect(() => {
    void account.getState().loadUser()
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
        <Button block color="primary" size="large" type="submit" loading={submitting}>
          {labels.setFundingPassword}
        </Button>
      </form>
    </main>
  )
}
