import { Input, Switch } from 'antd-mobile'

interface TargetSwitchProps {
  readonly id: string
  readonly label: string
  readonly on: boolean
  readonly value: string
  readonly onToggle: (on: boolean) => void
  readonly onType: (text: string) => void
  readonly onCommit: () => void
}

/** A take-profit or stop-loss switch with its price box (sent only when on; rules in the ticket store). */
export const TargetSwitch = ({ id, label, on, value, onToggle, onType, onCommit }: TargetSwitchProps) => (
  <div className="target-switch">
    <label htmlFor={`${id}-switch`} className="ticket-label">
      {label}
    </label>
    <Switch checked={on} onChange={onToggle} aria-label={label} />
    {on && (
      <Input
        id={id}
        aria-label={`${label} price`}
        inputMode="decimal"
        value={value}
        onChange={onType}
        onBlur={onCommit}
        placeholder="0.00"
      />
    )}
  </div>
)
