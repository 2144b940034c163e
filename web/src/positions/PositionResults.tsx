import { AccountFigures, type Money } from '@bourse/core'
import { Amount } from '../components/Amount.js'
import { Fact } from '../components/Fact.js'
import { useLabels } from '../i18n/useLabels.js'

/**
 * Margin, the floating P&L the account card adds up (core's `positionFloating`: price P&L − accrued stay fees,
 * DECISIONS §20) and, labelled as such, the P&L after every charge; shown alike for stock and contract positions.
 * A closed row shows its booked P&L under the same names.
 */
export const PositionResults = ({
  margin,
  profitAndLose,
  orderStayFee,
  allProfitAndLose,
}: {
  margin: Money.Money
  profitAndLose: Money.Money
  orderStayFee?: Money.Money
  allProfitAndLose: Money.Money
}) => {
  const labels = useLabels()
  const floating = AccountFigures.positionFloating(orderStayFee ? { profitAndLose, orderStayFee } : { profitAndLose })
  return (
    <>
      <Fact label={labels.margin}>
        <Amount value={margin} />
      </Fact>
      <div className="position-floating">
        <dt>{labels.floatingPnl}</dt>
        <dd data-floating={floating.toFixed(2)}>
          <Amount value={floating} signed />
        </dd>
      </div>
      <Fact label={labels.pnlAfterCharges}>
        <Amount value={allProfitAndLose} signed />
      </Fact>
    </>
  )
}
