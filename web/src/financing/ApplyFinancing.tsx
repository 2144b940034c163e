import { financingProductName, Wallet } from '@bourse/core'
import { useWallet } from '@bourse/react-hooks'
import { Button, Input, Selector } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { Amount } from '../components/Amount.js'
import { fill } from '../i18n/fill.js'
import { useLanguage } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'
import { FinancingLines, FinancingLinesNote } from './FinancingLines.js'
import { financing } from './financingStores.js'

/** The financing application: product, lever, margin; core's terms and fee shown before applying. */
export const ApplyFinancing = () => {
  const labels = useAccountLabels()
  const language = useLanguage()
  const navigate = useNavigate()
  const { store } = financing
  const products = useWallet(store, (state) => state.products)
  const typeId = useWallet(store, (state) => state.typeId)
  const lever = useWallet(store, (state) => state.lever)
  const margin = useWallet(store, (state) => state.margin)
  const preview = useWallet(store, (state) => state.preview)
  const submitting = useWallet(store, (state) => state.submitting)
  const product = products.find((row) => row.id === typeId)
  return (
    <section className="card money-form" aria-label={labels.financing}>
      <Selector
        aria-label={labels.product}
        options={products.map((row) => ({ label: financingProductName(row.name, language), value: String(row.id) }))}
        value={typeId === undefined ? [] : [String(typeId)]}
        onChange={(values) => values[0] && store.getState().selectProduct(Number(values[0]))}
      />
      {product && (
        <Selector
          aria-label={labels.lever}
          options={Wallet.productLevers(product).map((each) => ({ label: `×${each}`, value: String(each) }))}
          value={lever === undefined ? [] : [String(lever)]}
          onChange={(values) => values[0] && store.getState().setLever(Number(values[0]))}
        />
      )}
      <div className="field">
        <label htmlFor="financing-margin">{labels.margin}</label>
        <Input
          id="financing-margin"
          inputMode="decimal"
          value={margin}
          onChange={(text) => store.getState().setMargin(text)}
        />
      </div>
      <dl className="money-preview" aria-label={labels.details}>
        <div>
          <dt>{labels.borrowed}</dt>
          <dd>{preview ? <Amount value={preview.borrowed} /> : '–'}</dd>
        </div>
        <div data-fee="per-day">
          <dt>{labels.manageFeePerDay}</dt>
          <dd>{preview ? <Amount value={preview.fees.perDay} /> : '–'}</dd>
        </div>
        <div data-fee="term">
          <dt>{fill(labels.manageFeeTerm, { days: String(product?.days ?? '–') })}</dt>
          <dd>{preview ? <Amount value={preview.fees.wholeTerm} /> : '–'}</dd>
        </div>
        <FinancingLines terms={preview} labels={labels} />
      </dl>
      <FinancingLinesNote terms={preview} labels={labels} />
      <Button
        block
        color="primary"
        size="large"
        loading={submitting}
        onClick={async () => void showOutcome(await store.getState().apply(), navigate)}
      >
        {labels.applyFinancing}
      </Button>
    </section>
  )
}
