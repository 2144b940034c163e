import { useAccount, usePositions } from '@bourse/react-hooks'
import { Button, Input, Popup } from 'antd-mobile'
import { useEffect } from 'react'
import { account } from '../appStores.js'
import { PriceText } from '../components/PriceText.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { positions } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'

/**
 * The take-profit / stop-loss sheet of an open position: the store filters what is typed, checks the targets with
 * core against the live price and saves them; an empty box clears that target. `onSaved` refreshes other lists.
 */
export const TargetSheet = ({ onSaved }: { readonly onSaved?: () => void }) => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const editing = usePositions(positions.store, (state) => state.editing)
  const draft = usePositions(positions.store, (state) => state.targetDraft)
  const saving = usePositions(positions.store, (state) => state.savingTargets)
  // The live row of the position being edited (the account store's open rows follow the quote): "Now" moves with it.
  const live = useAccount(account, (state) =>
    editing === undefined
      ? undefined
      : [...(state.openRows?.stock ?? []), ...(state.openRows?.financing ?? [])].find(
          (row) => row.positionSn === editing.positionSn,
        ),
  )
  useEffect(() => {
    if (live) positions.store.getState().followEditing(live)
  }, [live])
  const save = async () => {
    const outcome = await positions.store.getState().saveTargets()
    if (outcome.ok) {
      showSuccess(outcome.msg)
      onSaved?.()
    } else if (outcome.failure) showFailure(outcome.failure)
    else if (outcome.msg !== '') showFailure({ kind: 'refused', msg: outcome.msg })
  }
  return (
    <Popup
      visible={editing !== undefined}
      onMaskClick={() => positions.store.getState().cancelEditTargets()}
      bodyClassName="target-sheet-body"
      // Inside the app's tree, so the theme's colours reach it (a portal to <body> drew it white with blue buttons).
      getContainer={null}
    >
      {editing && (
        <form
          className="target-sheet"
          aria-label={labels.takeProfitStopLoss}
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <h3>
            {nameOf(editing.stockName)} <span className="muted">{editing.stockCode}</span>
          </h3>
          <p className="muted">
            {labels.nowPrice}{' '}
            <span data-testid="target-now">
              <PriceText value={editing.now_price} />
            </span>{' '}
            · {labels.targetEmptyHint}
          </p>
          <div className="field">
            <span>{labels.takeProfit}</span>
            <Input
              aria-label={labels.takeProfit}
              inputMode="decimal"
              value={draft.profitTarget}
              onChange={(text) => positions.store.getState().typeTarget('profitTarget', text)}
            />
          </div>
          <div className="field">
            <span>{labels.stopLoss}</span>
            <Input
              aria-label={labels.stopLoss}
              inputMode="decimal"
              value={draft.stopLoss}
              onChange={(text) => positions.store.getState().typeTarget('stopLoss', text)}
            />
          </div>
          <div className="sheet-actions">
            <Button onClick={() => positions.store.getState().cancelEditTargets()}>{labels.cancel}</Button>
            <Button type="submit" color="primary" loading={saving} disabled={saving}>
              {labels.save}
            </Button>
          </div>
        </form>
      )}
    </Popup>
  )
}
