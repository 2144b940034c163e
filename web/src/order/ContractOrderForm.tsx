import { Money } from '@bourse/core'
import {
  contractHandPresets,
  type createContractOrderStore,
  type OrderOutcome,
  useContractOrder,
} from '@bourse/react-hooks'
import { useLocation, useNavigate } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'
import { showFailure, showSuccess } from '../showFailure.js'
import { AgreeAndPlace } from './AgreeAndPlace.js'
import { ContractBreakdown } from './ContractBreakdown.js'
import { DirectionPicker } from './DirectionPicker.js'
import { HandsPicker } from './HandsPicker.js'
import { LeverPicker } from './LeverPicker.js'
import { OrderReview } from './OrderReview.js'
import { TicketFunds } from './TicketFunds.js'

interface ContractOrderFormProps {
  readonly ticket: ReturnType<typeof createContractOrderStore>
  /** Which account the order draws on, for the funds line. */
  readonly kind: 'index' | 'futures'
  /** The contract's name and code, for the review's title. */
  readonly title: string
  /** After a success: `true` follows the store's next page (the positions list), `false` stays on the page. */
  readonly leaveOnSuccess: boolean
  readonly onPlaced?: () => void
}

/** The index / futures order form: hands, leverage, direction, the deposit and fee, agreement, place order. */
export const ContractOrderForm = ({ ticket, kind, title, leaveOnSuccess, onPlaced }: ContractOrderFormProps) => {
  const labels = useLabels()
  const navigate = useNavigate()
  const location = useLocation()
  const state = useContractOrder(ticket, (each) => each)
  const available = ticket.getState().available()
  const refused = (outcome: OrderOutcome) => {
    if (outcome.ok) return
    if (outcome.failure) showFailure(outcome.failure)
    else if (outcome.msg !== '') showFailure({ kind: 'refused', msg: outcome.msg })
    if (outcome.redirect === '/transfers') {
      // Stock → index (1) or futures (3), and back to this order once the money moved (issue 35).
      const back = encodeURIComponent(`${location.pathname}${location.search}`)
      navigate(`/transfers?type=${kind === 'index' ? 1 : 3}&back=${back}`)
    } else if (outcome.redirect) navigate(outcome.redirect)
  }
  // Placing opens the review (the form's and core's checks first); only its confirmation sends the order.
  const review = () => {
    const refusal = ticket.getState().review()
    if (refusal) refused(refusal)
  }
  const submit = async () => {
    const outcome = await ticket.getState().submit()
    if (outcome.ok) {
      showSuccess(outcome.msg)
      onPlaced?.()
      if (leaveOnSuccess) navigate(outcome.next)
      return
    }
    refused(outcome)
  }
  return (
    <>
      <TicketFunds
        accountLabel={kind === 'index' ? labels.availableIndexFunds : labels.availableFuturesFunds}
        available={available}
        maxHands={ticket.getState().maxHands()}
        known={available !== undefined && state.contract !== undefined}
        onUseMax={(hands) => ticket.getState().typeCustomHands(String(hands))}
      />
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
        onPlace={review}
      />
      <OrderReview
        visible={state.reviewing}
        title={title}
        direction={state.direction}
        hands={ticket.getState().hands()}
        lever={state.lever}
        breakdown={<ContractBreakdown quote={state.quote} />}
        availableAfter={available && state.quote && Money.sub(available, state.quote.total)}
        onCancel={() => ticket.getState().cancelReview()}
        onConfirm={() => void submit()}
      />
    </>
  )
}
