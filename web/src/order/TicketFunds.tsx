import type { Money } from '@bourse/core'
import { Amount } from '../components/Amount.js'
import { useLabels } from '../i18n/useLabels.js'

interface TicketFundsProps {
  /** The label naming the account the order draws on. */
  readonly accountLabel: string
  readonly available: Money.Money | undefined
  /** The most hands the funds allow (core), undefined when none fits or before the answers. */
  readonly maxHands: number | undefined
  /** True once the answers are in, so an undefined maximum reads "none" rather than "–". */
  readonly known: boolean
  readonly onUseMax: (hands: number) => void
}

/** An order ticket's funds line: what the account has available and the most hands it allows, to take at a tap. */
export const TicketFunds = ({ accountLabel, available, maxHands, known, onUseMax }: TicketFundsProps) => {
  const labels = useLabels()
  return (
    <dl className="ticket-funds" aria-label={accountLabel}>
      <div>
        <dt>{accountLabel}</dt>
        <dd data-testid="available-funds">{available ? <Amount value={available} /> : '–'}</dd>
      </div>
      <div>
        <dt>{labels.maxHands}</dt>
        <dd data-testid="max-hands" data-hands={maxHands ?? 0}>
          {maxHands === undefined ? (
            known ? (
              labels.noneFits
            ) : (
              '–'
            )
          ) : (
            <button type="button" className="link-button-inline" onClick={() => onUseMax(maxHands)}>
              {labels.handsUnit.replace('{n}', String(maxHands))}
            </button>
          )}
        </dd>
      </div>
    </dl>
  )
}
