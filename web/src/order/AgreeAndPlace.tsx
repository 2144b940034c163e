import { useSiteInfo } from '@bourse/react-hooks'
import { Button, Checkbox, Popup } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { siteInfo } from '../appStores.js'
import { useFeedSilent } from '../feed.js'
import { useLabels } from '../i18n/useLabels.js'

interface AgreeAndPlaceProps {
  readonly agreed: boolean
  readonly onAgree: (agreed: boolean) => void
  readonly submitting: boolean
  readonly onPlace: () => void
}

/**
 * The foot of every order form: the trading agreement box, a link that opens the agreement itself (the site info's
 * title and text, shown as plain text), and the one place-order button (busy while sending; off while the live feed is
 * silent: no order on a stale price).
 */
export const AgreeAndPlace = ({ agreed, onAgree, submitting, onPlace }: AgreeAndPlaceProps) => {
  const labels = useLabels()
  const info = useSiteInfo(siteInfo, (state) => state.info)
  const [reading, setReading] = useState(false)
  const silent = useFeedSilent()
  useEffect(() => {
    void siteInfo.getState().load()
  }, [])
  return (
    <>
      <div className="agree-row">
        <Checkbox checked={agreed} onChange={onAgree}>
          {labels.agreement}
        </Checkbox>
        <button type="button" className="link-button agreement-link" onClick={() => setReading(true)}>
          {labels.tradeAgreement}
        </button>
      </div>
      <Popup
        visible={reading}
        onMaskClick={() => setReading(false)}
        onClose={() => setReading(false)}
        bodyClassName="agreement-sheet"
        getContainer={null}
        showCloseButton
      >
        <article className="agreement-body" aria-label={labels.tradeAgreement}>
          <h2>{info?.tradeAgreeTitle || labels.tradeAgreement}</h2>
          <p className="agreement-text">{info?.tradeAgreeText ?? labels.loading}</p>
        </article>
      </Popup>
      <Button
        block
        color="primary"
        size="large"
        className="place-order"
        loading={submitting}
        disabled={submitting || silent}
        onClick={onPlace}
      >
        {labels.placeOrder}
      </Button>
    </>
  )
}
