import { useWallet } from '@bourse/react-hooks'
import { Button, Popup } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { showOutcome } from '../showOutcome.js'
import { useAccountLabels } from './accountLabels.js'
import { passwords } from './accountStores.js'
import { emptyDraft, PasswordFields } from './PasswordFields.js'

/** The change-password bottom popup of /user (also the body of /loginPassword). */
export const ChangeLoginPasswordForm = ({ onDone }: { onDone: () => void }) => {
  const labels = useAccountLabels()
  const navigate = useNavigate()
  const [draft, setDraft] = useState(emptyDraft)
  const submitting = useWallet(passwords, (state) => state.submitting)
  const submit = async () => {
    if (showOutcome(await passwords.getState().changeLogin(draft), navigate)) {
      setDraft(emptyDraft)
      onDone()
    }
  }
  return (
    <form
      className="money-form"
      aria-label={labels.changeLoginPassword}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <PasswordFields id="login-password" draft={draft} onChange={setDraft} withOld />
      <Button block color="primary" size="large" type="submit" loading={submitting}>
        {labels.submit}
      </Button>
    </form>
  )
}

export const ChangePasswordSheet = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {
  const labels = useAccountLabels()
  return (
    <Popup visible={visible} onMaskClick={onClose} position="bottom" destroyOnClose>
      <section className="sheet">
        <h2>{labels.changeLoginPassword}</h2>
        <ChangeLoginPasswordForm onDone={onClose} />
      </section>
    </Popup>
  )
}
