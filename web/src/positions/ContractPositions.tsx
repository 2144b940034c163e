import {
  type ContractClose,
  type FuturesPosition,
  type IndexPosition,
  useContractPositions,
  usePagedList,
} from '@bourse/react-hooks'
import { Button, Dialog } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { Fact } from '../components/Fact.js'
import { PriceText } from '../components/PriceText.js'
import { useLabels } from '../i18n/useLabels.js'
import { contractPositions } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'
import { PositionResults } from './PositionResults.js'

const nameOf = (target: ContractClose) =>
  target.kind === 'index'
    ? `${target.position.indexName} ${target.position.indexCode}`
    : `${target.position.futuresName} ${target.position.futuresCode}`

/** One open index or futures position: direction, hands, lever, prices, deposit, P&L and a close button. */
const ContractRow = ({ target }: { readonly target: ContractClose }) => {
  const labels = useLabels()
  const navigate = useNavigate()
  const position: IndexPosition | FuturesPosition = target.position
  const close = () => {
    const refusal = contractPositions.store.getState().requestClose(target, account.getState().user)
    if (refusal === undefined) return
    if (!refusal.ok) showFailure({ kind: 'refused', msg: refusal.msg })
    if (!refusal.ok && refusal.redirect) navigate(refusal.redirect)
  }
  return (
    <li className="position-row" data-position={position.positionSn}>
      <header className="position-head">
        <span className={`badge ${position.orderDirection === 'long' ? 'badge-long' : 'badge-short'}`}>
          {position.orderDirection === 'long' ? labels.buyUp : labels.buyFall}
        </span>
        <strong>{nameOf(target)}</strong>
        <span className="muted">{position.lever}X</span>
      </header>
      <dl className="position-grid">
        <Fact label={labels.hands} numeric>
          {position.orderNum}
        </Fact>
        <Fact label={labels.openPrice}>
          <PriceText value={position.buyOrderPrice} />
        </Fact>
        <Fact label={labels.nowPrice}>
          <PriceText value={position.now_price} />
        </Fact>
        <PositionResults
          margin={position.margin}
          profitAndLose={position.profitAndLose}
          allProfitAndLose={position.allProfitAndLose}
        />
      </dl>
      <footer className="position-foot">
        <span />
        <Button size="small" color="warning" onClick={close}>
          {labels.closePosition}
        </Button>
      </footer>
    </li>
  )
}

/** Open index and futures positions (the store polls them every 5 s); `only` limits the list to one kind. */
export const ContractPositions = ({ only }: { readonly only?: 'index' | 'futures' }) => {
  const labels = useLabels()
  const indexRows = usePagedList(contractPositions.lists.index, (state) => state.items)
  const futuresRows = usePagedList(contractPositions.lists.futures, (state) => state.items)
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
      title={confirming ? nameOf(confirming) : ''}
      content={labels.confirmClose}
      onClose={() => contractPositions.store.getState().cancelClose()}
      actions={[
        [
          { key: 'cancel', text: labels.cancel, onClick: () => contractPositions.store.getState().cancelClose() },
          { key: 'confirm', text: labels.confirm, bold: true, disabled: closing, onClick: () => void confirm() },
        ],
      ]}
    />
  )
}
