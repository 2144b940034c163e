import { Ipo, Money, Shares } from '@bourse/core'
import { useAccount, useStockBuyQuote, useStrongBuy } from '@bourse/react-hooks'
import { Button, Tag } from 'antd-mobile'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { account, client } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { ChangeText } from '../components/ChangeText.js'
import { Fact } from '../components/Fact.js'
import { Field } from '../components/Field.js'
import { PriceText } from '../components/PriceText.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { ChargeBreakdown } from '../order/ChargeBreakdown.js'
import { showFailure, showSuccess } from '../showFailure.js'
import { StrongBuyApplications } from './StrongBuyApplications.js'
import { strongBuy, strongBuyApplications } from './strongBuyStore.js'
import { useMarketTag } from './useMarketTag.js'

/**
 * /vipdetail?item=…: the strong-buy row chosen on /VipSearchlist (name, market tag, code, limit-up price ÷ 1000,
 * change) and the application for its limit-up queue: hands (× 100 shares), lever 1, `/user/buyVipQc.do`, with the
 * rule in plain words (DECISIONS §8), and before applying what it freezes: core's lever-1 quote at limit-up (margin
 * and charges) and the funds left available. A missing or damaged `item` says so. Lazy-loaded.
 */
export const StrongBuyPage = () => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const navigate = useNavigate()
  const marketTag = useMarketTag()
  const [query] = useSearchParams()
  const itemQuery = query.get('item')
  const { item, problem, hands, submitting } = useStrongBuy(strongBuy, (state) => state)
  const shares = useStrongBuy(strongBuy, (state) => state.shares())
  const fillRate = useAccount(account, (state) => state.settings?.strongBuyFillRate)
  const available = useAccount(account, (state) => state.user?.enableAmt)
  const quote = useStockBuyQuote(
    client,
    item && { code: item.code, hcrate: item.hcrate },
    item && Ipo.fromThousandths(item.price),
    shares === undefined ? undefined : Shares.of(shares),
    1,
  )
  useEffect(() => {
    strongBuy.getState().show(itemQuery)
  }, [itemQuery])
  useEffect(() => {
    void account.getState().loadUser()
    if (account.getState().settings === undefined) void account.getState().loadSettings()
  }, [])
  if (item === undefined)
    return (
      <main className="page">
        <p role="alert" className="vip-problem">
          {problem === 'malformed' ? labels.strongBuyItemMalformed : labels.strongBuyItemMissing}
        </p>
        <Link className="row-action" to="/VipSearchlist">
          {labels.strongBuyList}
        </Link>
      </main>
    )
  const submit = async () => {
    const outcome = await strongBuy.getState().apply(account.getState().user)
    if (outcome.ok) {
      showSuccess(outcome.msg)
      strongBuy.getState().typeHands('')
      void strongBuyApplications.getState().setFilter(null)
      return
    }
    if (outcome.failure) showFailure(outcome.failure)
    else if (outcome.msg !== '') showFailure({ kind: 'refused', msg: outcome.msg })
    if (outcome.redirect) navigate(outcome.redirect)
  }
  const rate = fillRate === undefined ? '—' : `${fillRate.times(100).toDecimalPlaces(2).toString()}%`
  return (
    <main className="page ticket">
      <section className="quote-header ticket-stock">
        <h2 className="quote-title">
          {nameOf(item.name)} <Tag color="primary">{marketTag(item.stockType)}</Tag>
        </h2>
        <p className="muted">{item.code}</p>
        <p className="quote-price">
          <PriceText value={Ipo.fromThousandths(item.price)} /> <ChangeText value={item.hcrate} />
        </p>
      </section>
      <dl className="position-grid">
        <Fact label={labels.limitUpPrice} numeric>
          <PriceText value={Ipo.fromThousandths(item.price)} />
        </Fact>
        <Fact label={labels.leverage}>1X</Fact>
        <Fact label={labels.shares} numeric>
          {shares ?? '—'}
        </Fact>
      </dl>
      <Field
        id="vip-hands"
        label={labels.hands}
        value={hands}
        inputMode="numeric"
        onChange={(text) => strongBuy.getState().typeHands(text)}
      />
      {quote && (
        <section aria-label={labels.frozenNow} data-testid="strong-buy-cost">
          <p className="muted">{labels.frozenNow}</p>
          <ChargeBreakdown quote={quote} />
          {available && (
            <p className="muted">
              {labels.availableAfter}: <Amount value={Money.sub(available, quote.deposit)} />
            </p>
          )}
        </section>
      )}
      <p className="muted strong-buy-rule">{labels.strongBuyRule.replace('{rate}', rate)}</p>
      <Button
        block
        color="danger"
        size="large"
        loading={submitting}
        disabled={submitting}
        onClick={() => void submit()}
      >
        {labels.strongBuyApply}
      </Button>
      <StrongBuyApplications />
    </main>
  )
}
