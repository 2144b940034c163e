import { Input, Selector } from 'antd-mobile'
import { useLabels } from '../i18n/useLabels.js'

interface HandsPickerProps {
  readonly presets: readonly number[]
  readonly preset: number | undefined
  readonly custom: string
  readonly onPreset: (hands: number) => void
  readonly onCustom: (text: string) => void
}

/** Preset hands and a custom count; the store clears one when the other is used. */
export const HandsPicker = ({ presets, preset, custom, onPreset, onCustom }: HandsPickerProps) => {
  const labels = useLabels()
  return (
    <section className="ticket-section" aria-label={labels.hands}>
      <h3 className="ticket-label">{labels.hands}</h3>
      <Selector
        columns={3}
        value={preset === undefined ? [] : [preset]}
        options={presets.map((hands) => ({ label: String(hands), value: hands }))}
        onChange={(value) => {
          const [hands] = value
          if (hands !== undefined) onPreset(hands)
        }}
      />
      <div className="field">
        <label htmlFor="custom-hands">{labels.customHands}</label>
        <Input id="custom-hands" inputMode="numeric" value={custom} onChange={onCustom} clearable />
      </div>
    </section>
  )
}
