import type { SecondFactor } from '@bourse/core'
import { Input } from 'antd-mobile'
import { useSecondFactorLabels } from './secondFactorLabels.js'

/**
 * The second factor on a form that moves money out or changes where it goes: nothing while none is on; the code
 * (TOTP or a recovery code) for TOTP; for a passkey, a note (the browser asks when the form is sent) and a field for
 * a recovery code instead.
 */
export const FactorCodeField = ({
  id,
  method,
  value,
  onChange,
}: {
  readonly id: string
  readonly method: SecondFactor.FactorMethod | undefined
  readonly value: string
  readonly onChange: (text: string) => void
}) => {
  const labels = useSecondFactorLabels()
  if (method === undefined || method === 'none') return null
  return (
    <div className="field">
      {method === 'passkey' && <p className="muted">{labels.passkeyNext}</p>}
      <label htmlFor={id}>{method === 'totp' ? labels.code : labels.codeOrRecovery}</label>
      <Input id={id} autoComplete="one-time-code" value={value} onChange={onChange} clearable />
    </div>
  )
}
