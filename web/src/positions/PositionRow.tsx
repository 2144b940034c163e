import { Fees } from '@bourse/core'
import { type Position, useAccount } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { account } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { Fact } from '../components/Fact.js'
import { PriceText } from '../components/PriceText.js'
import { useFeedSilent } from '../feed.js'
import { formatTime } from '../formatTime.js'
import { fill } from '../i18n/fill.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { PositionResults } from './PositionResults.js'

interface PositionRowProps {
  readonly position: Position
  /** Open positions: how far the price is from the account's liquidation price (the hook's, from core). */
  readonly liquidation?: { readonly price: Position['now_price']; readonly distance: Position['now_price'] } | undefined
  readonly onClose?: () => void
  /** Open positions: opens the take-profit / stop-loss sheet. */
  readonly onTargets?: () => void
}

/**
 * One position: direction, shares, prices, P&L, every charge under its own name (a closed position's `orderFee` is
 * split by core's `tradingFeeParts` into buy and sell fee), and for open ones the distance to liquidation.
 */
export const PositionRow = ({ position, liquidation, onClose, onTargets }: PositionRowProps) => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const silent = useFeedSilent()
  const open = position.state === 0
  const settings = useAccount(account, (state) => state.settings)
  const fees = settings
    ? Fees.tradingFeeParts(position.orderFee, position.orderTotalPrice, !open, Fees.fromSettings(settings))
    : undefined
  const tradingFees = fees
    ? ([[labels.buyFee, fees.buyFee], ...(open ? [] : ([[labels.sellFee, fees.sellFee]] as const))] as const)
    : ([[open ? labels.buyFee : labels.tradingFees, position.orderFee]] as const)
  const charges = [
    ...tradingFees,
    [labels.stampDuty, position.orderSpread],
    [labels.spread, position.spreadRatePrice],
    [labels.stayFee, position.orderStayFee],
  ] as const
  return (
    <li className="position-row" data-position={position.positionSn}>
      <header className="position-head">
        <span className={`badge ${position.orderDirection === 'long' ? 'badge-long' : 'badge-short'}`}>
          {position.orderDirection === 'long' ? labels.buyUp : labels.buyFall}
        </span>
        <strong>{nameOf(position.stockName)}</strong> <span className="muted">{position.stockCode}</span>
        <span className="muted">{position.lever}X</span>
        {position.subaccountNumber !== null && (
          <span className="badge" data-subaccount={position.subaccountNumber}>
            {labels.financingPositions} {position.subaccountNumber}
          </span>
        )}
      </header>
      <dl className="position-grid">
        <Fact label={labels.shares} numeric>
          {position.orderNum}
        </Fact>
        <Fact label={labels.openPrice}>
          <PriceText value={position.buyOrderPrice} />
        </Fact>
        <Fact label={open ? labels.nowPrice : labels.closePrice}>
          <PriceText value={position.sellOrderPrice ?? position.now_price} />
        </Fact>
        <PositionResults
          margin={position.margin}
          profitAndLose={position.profitAndLose}
          orderStayFee={position.orderStayFee}
          allProfitAndLose={position.allProfitAndLose}
          closed={!open}
        />
        {charges.map(([label, value]) => (
          <Fact key={label} label={label}>
            <Amount value={value} />
          </Fact>
        ))}
        {open && (
          <div>
            <dt>{labels.takeProfitStopLoss}</dt>
            <dd className="num position-targets">
              {position.profitTarget ? <PriceText value={position.profitTarget} /> : '—'} /{' '}
              {position.stopLoss ? <PriceText value={position.stopLoss} /> : '—'}
            </dd>
          </div>
        )}
        {/* A split position answers to its sub-account's unwind line, not the stock account's liquidation price. */}
        {open && position.subaccountNumber === null && (
          <div className="position-liquidation">
            <dt>{labels.distanceToLiquidation}</dt>
            <dd>
              {liquidation ? (
                <span className="num">
                  {labels.liquidationDistance
                    .replace('{distance}', liquidation.distance.toFixed(2))
                    .replace('{price}', liquidation.price.toFixed(2))}
                </span>
              ) : (
                labels.outOfReach
              )}
            </dd>
          </div>
        )}
      </dl>
      {/* the number the fund flow and the help desk name this position by */}
      <p className="muted" data-position-number={position.positionSn}>
        {fill(labels.recordNumber, { number: position.positionSn })}
      </p>
      <footer className="position-foot">
        <time className="muted">{formatTime(position.sellOrderTime ?? position.buyOrderTime)}</time>
        {open && onTargets && (
          <Button size="small" onClick={onTargets}>
            {labels.takeProfitStopLoss}
          </Button>
        )}
        {open && onClose && (
          <Button size="small" color="warning" onClick={onClose} disabled={silent}>
            {labels.closePosition}
          </Button>
        )}
      </footer>
    </li>
  )
}
