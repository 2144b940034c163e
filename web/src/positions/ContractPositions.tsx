import {
  type ContractClose,
  type FuturesPosition,
  type IndexPosition,
  useAccount,
  useContractPositions,
  usePagedList,
} from '@bourse/react-hooks'
import { Button, Dialog } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { Fact } from '../components/Fact.js'
import { PriceText } from '../components/PriceText.js'
import { useFeedSilent } from '../feed.js'
import { formatTime } from '../formatTime.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { contractPositions } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'
import { PositionResults } from './PositionResults.js'

/** The contract's name in the chosen language (`name`, from `useInstrumentName`) and its code. */
const titleOf = (target: ContractClose, name: (chinese: string) => string) =>
  target.kind === 'index'
    ? `${name(target.position.indexName)} ${target.position.indexCode}`
    : `${name(target.position.futuresName)} ${target.position.futuresCode}`

/**
 * One index or futures position: direction, hands, lever, prices, deposit, floating P&L, P&L after the fee; an open
 * one has a close button, a closed one shows its close price, fee and time.
 */
export const ContractRow = ({ target }: { readonly target: ContractClose }) => {
  const labels = useLabels()
  const silent = useFeedSilent()
  const instrumentName = useInstrumentName()
  const navigate = useNavigate()
  const position: IndexPosition | FuturesPosition = target.position
  const open = position.state === 0
  const close = () => {
    const refusal = contractPositions.store.getState().requestClose(target, account.getState().user)
    if (refusal === undefined) return
    if (!refusal.ok) showFailure({ kind: 'refused', msg: refusal.msg })
    if (!refusal.ok && refusal.redirect) navigate(refusal.redirect)
  }
  return (
    <li className="position-row" data-position={position.positionSn} data-kind={target.kind}>
      <header className="position-head">
        <span className={`badge ${position.orderDirection === 'long' ? 'badge-long' : 'badge-short'}`}>
          {position.orderDirection === 'long' ? labels.buyUp : labels.buyFall}
        </span>
        <strong>{titleOf(target, instrumentName)}</strong>
        <span className="muted">{position.lever}X</span>
      </header>
      <dl className="position-grid">
        <Fact label={labels.hands} numeric>
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
          allProfitAndLose={position.allProfitAndLose}
          closed={!open}
        />
        <Fact label={labels.tradingFees}>
          <Amount value={position.orderFee} />
        </Fact>
      </dl>
      <footer className="position-foot">
        <time className="muted">{formatTime(position.sellOrderTime ?? position.buyOrderTime)}</time>
        {open && (
          <Button size="small" color="warning" onClick={close} disabled={silent}>
            {labels.closePosition}
          </Button>
        )}
      </footer>
    </li>
  )
}

/**
 * Open index and futures positions; `only` limits the list to one kind. With `fromAccount` the rows are the account
 * store's (the ones the account card adds up, read together, DECISIONS §20), else the contract store's lists (polled
 * every 5 s).
 */
export const ContractPositions = ({
  only,
  fromAccount = false,
}: {
  readonly only?: 'index' | 'futures'
  readonly fromAccount?: boolean
}) => {
  const labels = useLabels()
  const listedIndex = usePagedList(contractPositions.lists.index, (state) => state.items)
  const listedFutures = usePagedList(contractPositions.lists.futures, (state) => state.items)
  const openRows = useAccount(account, (state) => state.openRows)
  const indexRows = fromAccount ? (openRows?.index ?? []) : listedIndex
  const futuresRows = fromAccount ? (openRows?.futures ?? []) : listedFutures
  const targets: ContractClose[] = [
    ...(only === 'futures' ? [] : indexRows.map((position) => ({ kind: 'index' as const, position }))),
    ...(only === 'index' ? [] : futuresRows.map((position) => ({ kind: 'futures' as const, position }))),
  ]
  if (targets.length === 0) return null
  return (
    <section className="contract-positions" aria-label={labels.contractPositions}>
      <h3 className="section-title">{labels.contractPositions}</h3>
      <ul className="position-list">
        {targets.map((target) => (
          <ContractRow key={target.position.positionSn} target={target} />
        ))}
      </ul>
    </section>
  )
}

/** The contract close confirmation: cancel does nothing; confirm closes and reloads. */
export const ContractCloseDialog = () => {
  const labels = useLabels()
  const silent = useFeedSilent()
  const instrumentName = useInstrumentName()
  const confirming = useContractPositions(contractPositions.store, (state) => state.confirming)
  const closing = useContractPositions(contractPositions.store, (state) => state.closing)
  const confirm = async () => {
    const outcome = await contractPositions.store.getState().confirmClose()
    if (outcome.ok) {
      showSuccess(outcome.msg)
    } else showFailure(outcome.failure ?? { kind: 'refused', msg: outcome.msg })
  }
  return (
    <Dialog
      visible={confirming !== undefined}
      title={confirming ? titleOf(confirming, instrumentName) : ''}
      content={labels.confirmClose}
      onClose={() => contractPositions.store.getState().cancelClose()}
      actions={[
        [
          { key: 'cancel', text: labels.cancel, onClick: () => contractPositions.store.getState().cancelClose() },
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
