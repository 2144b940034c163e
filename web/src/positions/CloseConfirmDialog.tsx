import { closePreview, useAccount, usePositions } from '@bourse/react-hooks'
import { Dialog } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { Fact } from '../components/Fact.js'
import { PriceText } from '../components/PriceText.js'
import { useFeedSilent } from '../feed.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { positions } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'

/**
 * The close confirmation (trading spec §4) with its review (issue 35): at the current price, the P&L, the sell fee,
 * the stay fees due and what returns to available (core's `settleClose`); cancel does nothing; confirm closes,
 * reloads and shows closed (or calls `onClosed`, as the search page does).
 */
export const CloseConfirmDialog = ({ onClosed }: { readonly onClosed?: () => void }) => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const silent = useFeedSilent()
  const navigate = useNavigate()
  const confirming = usePositions(positions.store, (state) => state.confirming)
  const closing = usePositions(positions.store, (state) => state.closing)
  const settings = useAccount(account, (state) => state.settings)
  const preview = confirming && settings ? closePreview(confirming, settings) : undefined
  const confirm = async () => {
    const outcome = await positions.store.getState().confirmClose()
    if (outcome.ok) {
      showSuccess(outcome.msg)
      if (onClosed) onClosed()
      else navigate('/warehouse?index=2', { replace: true })
    } else showFailure(outcome.failure ?? { kind: 'refused', msg: outcome.msg })
  }
  return (
    <Dialog
      visible={confirming !== undefined}
      title={confirming ? `${nameOf(confirming.stockName)} ${confirming.stockCode}` : ''}
      content={
        <div data-testid="close-review">
          <p>{labels.confirmClose}</p>
          {preview && (
            <dl className="position-grid">
              <Fact label={labels.nowPrice}>
                <PriceText value={preview.closePrice} />
              </Fact>
              <Fact label={labels.profitAndLoss}>
                <Amount value={preview.pnl} signed />
              </Fact>
              <Fact label={labels.sellFee}>
                <Amount value={preview.sellFee} />
              </Fact>
              <Fact label={labels.stayFee}>
                <Amount value={preview.stayFees} />
              </Fact>
              <Fact label={labels.closeProceeds}>
                <span data-testid="close-proceeds">
                  <Amount value={preview.released} />
                </span>
              </Fact>
            </dl>
          )}
          <p className="muted">{labels.closeReviewNote}</p>
        </div>
      }
      onClose={() => positions.store.getState().cancelClose()}
      actions={[
        [
          { key: 'cancel', text: labels.cancel, onClick: () => positions.store.getState().cancelClose() },
          {
            key: 'confirm',
            text: labels.confirm,
            bold: true,
            disabled: closing || silent,
            onClick: () => void confirm(),
          },
        ],
      ]}
    />
  )
}
