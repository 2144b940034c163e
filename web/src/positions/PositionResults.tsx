import type { Money } from '@bourse/core'
import { Amount } from '../components/Amount.js'
import { Fact } from '../components/Fact.js'
import { useLabels } from '../i18n/useLabels.js'

/** Margin, P&L and total P&L (after every charge), shown alike for stock and contract positions. */
export const PositionResults = ({
  margin,
  profitAndLose,
  allProfitAndLose,
}: {
  margin: Money.Money
  profitAndLose: Money.Money
  allProfitAndLose: Money.Money
}) => {
  const labels = useLabels()
  return (
    <>
      <Fact label={labels.margin}>
        <Amount value={margin} />
      </Fact>
      <Fact label={labels.profitAndLoss}>
        <Amount value={profitAndLose} signed />
      </Fact>
      <Fact label={labels.totalProfitAndLoss}>
        <Amount value={allProfitAndLose} signed />
      </Fact>
    </>
  )
}
