import type { PasswordDraft } from '@bourse/react-hooks'
import { Field } from '../components/Field.js'
import { useAccountLabels } from './accountLabels.js'

/** The current (when asked), new and confirmation password fields of a password form. */
export const PasswordFields = ({
  id,
  draft,
  onChange,
  withOld,
  oldLabel,
}: {
  id: string
  draft: PasswordDraft
  onChange: (draft: PasswordDraft) => void
  withOld: boolean
  oldLabel?: string
}) => {
  const labels = useAccountLabels()
  return (
    <>
      {withOld && (
        <Field
          id={`${id}-old`}
          label={oldLabel ?? labels.oldPassword}
          type="password"
          autoComplete="current-password"
          value={draft.old}
          onChange={(old) => onChange({ ...draft, old })}
        />
      )}
      <Field
        id={`${id}-new`}
        label={labels.newPassword}
        type="password"
        autoComplete="new-password"
        value={draft.next}
        onChange={(next) => onChange({ ...draft, next })}
      />
      <Field
        id={`${id}-confirm`}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={draft.confirm}
        onChange={(confirm) => onChange({ ...draft, confirm })}
      />
    </>
  )
}

export const emptyDraft: PasswordDraft = { old: '', next: '', confirm: '' }
