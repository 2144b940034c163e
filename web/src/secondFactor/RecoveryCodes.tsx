import { Button } from 'antd-mobile'
import { useSecondFactorLabels } from './secondFactorLabels.js'

/** The ten recovery codes, shown once, until the investor says they saved them. */
export const RecoveryCodes = ({
  codes,
  onSaved,
}: {
  readonly codes: readonly string[]
  readonly onSaved: () => void
}) => {
  const labels = useSecondFactorLabels()
  return (
    <section className="card" aria-label={labels.recoveryTitle}>
      <h2>{labels.recoveryTitle}</h2>
      <p className="muted">{labels.recoveryHint}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button block color="primary" onClick={onSaved}>
        {labels.saved}
      </Button>
    </section>
  )
}
