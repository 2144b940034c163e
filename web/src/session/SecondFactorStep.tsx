import type { PasskeyDevice, SecondFactorDue } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { session } from '../appStores.js'
import { Field } from '../components/Field.js'
import { useSecondFactorLabels } from '../secondFactor/secondFactorLabels.js'

/**
 * The sign-in's second step on a browser new to an investor with a second factor (DECISIONS §28): the code from the
 * app (or a recovery code), or the passkey — with a recovery code as the way round a lost one.
 */
export const SecondFactorStep = ({
  due,
  submitting,
  onConfirm,
}: {
  readonly due: SecondFactorDue
  readonly submitting: boolean
  readonly onConfirm: (code: string, device?: PasskeyDevice) => Promise<void>
}) => {
  const labels = useSecondFactorLabels()
  const [code, setCode] = useState('')
  const signWithPasskey = async () => {
    // The WebAuthn library loads only when a passkey is used.
    const { passkeyDevice } = await import('../secondFactor/passkeyDevice.js')
    await onConfirm('', passkeyDevice)
  }
  return (
    <form
      className="form"
      aria-label={labels.confirmIt}
      onSubmit={(event) => {
        event.preventDefault()
        void onConfirm(code)
      }}
    >
      <h2>{labels.confirmIt}</h2>
      {due.method === 'passkey' && (
        <Button block color="primary" size="large" loading={submitting} onClick={() => void signWithPasskey()}>
          {labels.confirmPasskey}
        </Button>
      )}
      <Field
        id="factor-code"
        label={due.method === 'totp' ? labels.code : labels.codeOrRecovery}
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
      />
      <Button block type="submit" color={due.method === 'totp' ? 'primary' : 'default'} loading={submitting}>
        {labels.confirmCode}
      </Button>
      <Button block fill="none" onClick={() => session.getState().cancelSecondFactor()}>
        {labels.back}
      </Button>
    </form>
  )
}
