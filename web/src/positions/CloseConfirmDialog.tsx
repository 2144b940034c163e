import { usePositions } from '@bourse/react-hooks'
import { Dialog } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useFeedSilent } from '../feed.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { positions } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'

/**
 * The close confirmation (trading spec §4): cancel does nothing; confirm closes, reloads and shows closed (or calls
 * `onClosed`, as the search page does).
 */
export const CloseConfirmDialog = ({ onClosed }: { readonly onClosed?: () => void }) => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const silent = useFeedSilent()
  const navigate = useNavigate()
  const confirming = usePositions(positions.store, (state) => state.confirming)
  const closing = usePositions(positions.store, (state) => state.closing)
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
      content={labels.confirmClose}
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
