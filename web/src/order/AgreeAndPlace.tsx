import { Button, Checkbox } from 'antd-mobile'
import { useLabels } from '../i18n/useLabels.js'

interface AgreeAndPlaceProps {
  readonly agreed: boolean
  readonly onAgree: (agreed: boolean) => void
  readonly submitting: boolean
  readonly onPlace: () => void
}

/** The foot of every order form: the trading agreement box and the one place-order button (busy while sending). */
export const AgreeAndPlace = ({ agreed, onAgree, submitting, onPlace }: AgreeAndPlaceProps) => {
  const labels = useLabels()
  return (
    <>
      <Checkbox checked={agreed} onChange={onAgree}>
        {labels.agreement}
      </Checkbox>
      <Button
        block
        color="primary"
        size="large"
        className="place-order"
        loading={submitting}
        disabled={submitting}
        onClick={onPlace}
      >
        {labels.placeOrder}
      </Button>
    </>
  )
}
