import { contractHandPresets, type createContractOrderStore, useContractOrder } from '@bourse/react-hooks'
import { useNavigate } from 'react-router-dom'
import { showFailure, showSuccess } from '../showFailure.js'
import { AgreeAndPlace } from './AgreeAndPlace.js'
import { ContractBreakdown } from './ContractBreakdown.js'
import { DirectionPicker } from './DirectionPicker.js'
import { HandsPicker } from './HandsPicker.js'
import { LeverPicker } from './LeverPicker.js'

interface ContractOrderFormProps {
  readonly ticket: ReturnType<typeof createContractOrderStore>
  /** After a success: `true` follows the store's next page (the positions list), `false` stays on the page. */
  readonly leaveOnSuccess: boolean
  readonly onPlaced?: () => void
}

/** The index / futures order form: hands, leverage, direction, the deposit and fee, agreement, place order. */
export const ContractOrderForm = ({ ticket, leaveOnSuccess, onPlaced }: ContractOrderFormProps) => {
  const navigate = useNavigate()
  const state = useContractOrder(ticket, (each) => each)
  const submit = async () => {
    const outcome = await ticket.getState().submit()
    if (outcome.ok) {
      showSuccess(outcome.msg)
      onPlaced?.()
      if (leaveOnSuccess) navigate(outcome.next)
      return
    }
    if (outcome.failure) showFailure(outcome.failure)
    else if (outcome.msg !== '') showFailure({ kind: 'refused', msg: outcome.msg })
    if (outcome.redirect) navigate(outcome.redirect)
  }
  return (
    <>
      <HandsPicker
        presets={contractHandPresets}
        preset={state.presetHands}
        custom={state.customHands}
        onPreset={(hands) => ticket.getState().choosePreset(hands)}
        onCustom={(text) => ticket.getState().typeCustomHands(text)}
      />
      <LeverPicker
        levers={state.levers}
        lever={state.lever}
        onChange={(lever) => ticket.getState().chooseLever(lever)}
      />
      <DirectionPicker value={state.direction} onChange={(direction) => ticket.getState().chooseDirection(direction)} />
      <ContractBreakdown quote={state.quote} />
      <AgreeAndPlace
        agreed={state.agreed}
        onAgree={(agreed) => ticket.getState().setAgreed(agreed)}
        submitting={state.submitting}
        onPlace={() => void submit()}
      />
    </>
  )
}
