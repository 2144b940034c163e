import { AccountFigures, type Money } from '@bourse/core'
import { Amount } from '../components/Amount.js'
import { Fact } from '../components/Fact.js'
import { useLabels } from '../i18n/useLabels.js'

/**
 * Margin, the floating P&L the account card adds up (core's `positionFloating`: price P&L − accrued stay fees,
 * DECISIONS §20) and, labelled as such, the P&L after every charge; shown alike for stock and contract positions.
 * A closed row's price P&L is booked: it reads "Realised P&L" and is not one of the rows the card adds up.
 */
export const PositionResults = ({
  margin,
  profitAndLose,
  orderStayFee,
  allProfitAndLose,
  closed = false,
}: {
  margin: Money.Money
  profitAndLose: Money.Money
  orderStayFee?: Money.Money
  allProfitAndLose: Money.Money
  closed?: boolean
}) => {
  const labels = useLabels()
  const floating = AccountFigures.positionFloating(orderStayFee ? { profitAndLose, orderStayFee } : { profitAndLose })
  return (
    <>
      <Fact label={labels.margin}>
        <Amount value={margin} />
      </Fact>
      <div className="position-floating">
        <dt>{closed ? labels.realisedPnl : labels.floatingPnl}</dt>
        <dd data-floating={closed ? undefined : floating.toFixed(2)}>
          <Amount value={floating} signed />
        </dd>
      </div>
      <Fact label={labels.pnlAfterCharges}>
        <Amount value={allProfitAndLose} signed />
      </Fact>
    </>
  )
}
