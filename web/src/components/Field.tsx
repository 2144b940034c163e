import { Input } from 'antd-mobile'

interface FieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly type?: 'text' | 'password' | 'tel'
  readonly inputMode?: 'numeric' | 'decimal' | 'text' | 'tel'
  readonly autoComplete?: string
}

/** A labelled text input, 44 px or taller. */
export const Field = ({ id, label, value, onChange, type = 'text', inputMode, autoComplete }: FieldProps) => (
  <div className="field">
    <label htmlFor={id}>{label}</label>
    <Input
      id={id}
      value={value}
      onChange={onChange}
      type={type}
      clearable
      {...(inputMode ? { inputMode } : {})}
      {...(autoComplete ? { autoComplete } : {})}
    />
  </div>
)
