import { ParseResult, Schema } from 'effect'
import {
  CodeField,
  IntField,
  KeywordsField,
  PositionSnField,
  PriceField,
  StockCodeField,
  TextField,
} from './formFields.js'
import { paging } from './ListPage.js'

/** Ids as the client sends them: a positive whole number below 10^10. */
export const IdField = IntField(1, 9_999_999_999)

/** Shares: a positive whole number up to 10^8; whole hands and the `buyMinNum`/`buyMaxNum` range are order rules. */
export const SharesField = IntField(1, 100_000_000)

/** Hands of an index or futures contract, up to 10^6; `minNum`/`maxNum` are order rules. */
export const HandsField = IntField(1, 1_000_000)

/** Leverage as a whole number 1–1000; whether it is one of `siteLever` is an order rule. */
export const LeverField = IntField(1, 1000)

/** `buyType`: "0" long (buy up), "1" short (buy fall). */
export const BuyTypeField = CodeField(0, 1)

/** `state` of a position list: "0" open, "1" closed. */
export const PositionStateField = CodeField(0, 1)

/** A sub-account number as the server issued it. */
export const SubaccountNumberField = TextField(/^[A-Za-z0-9_-]{1,40}$/, 'SubaccountNumber')

const targets = {
  profitTarget: Schema.optionalWith(PriceField, { exact: true }),
  stopLoss: Schema.optionalWith(PriceField, { exact: true }),
  /** The pending-order payload's name for `stopLoss`; both are accepted (DECISIONS §2). */
  stopTarget: Schema.optionalWith(PriceField, { exact: true }),
}

type WithTargets = {
  readonly profitTarget?: typeof PriceField.Type
  readonly stopLoss?: typeof PriceField.Type
  readonly stopTarget?: typeof PriceField.Type
}

/** Folds `stopTarget` into `stopLoss`; sending both with different prices is refused on `stopTarget`. */
const withStopAlias = <F extends Schema.Struct.Fields>(fields: F) => {
  const wire = Schema.Struct({ ...fields, ...targets })
  const { stopTarget: _, ...typeFields } = { ...fields, ...targets }
  const typed = Schema.typeSchema(Schema.Struct(typeFields))
  return Schema.transformOrFail(wire, typed, {
    strict: false,
    decode: (input, _options, ast) => {
      const { stopTarget, ...rest } = input as WithTargets & Record<string, unknown>
      if (stopTarget !== undefined && rest.stopLoss !== undefined && !rest.stopLoss.eq(stopTarget))
        return ParseResult.fail(
          new ParseResult.Pointer('stopTarget', input, new ParseResult.Type(ast, stopTarget, 'differs from stopLoss')),
        )
      const stopLoss = rest.stopLoss ?? stopTarget
      return ParseResult.succeed(stopLoss === undefined ? rest : { ...rest, stopLoss })
    },
    encode: (value) => ParseResult.succeed(value),
  })
}

/** `/user/buy.do`: a market stock order (DECISIONS §2): `stockId, buyNum` (shares), `buyType`, `lever`, optional TP/SL. */
export const StockOrderPayload = withStopAlias({
  stockId: IdField,
  buyNum: SharesField,
  buyType: BuyTypeField,
  lever: LeverField,
})

/** `/user/addOrder.do`: a pending order; `stockId` is the stock code here (trading spec §7), plus `targetPrice`. */
export const PendingOrderPayload = withStopAlias({
  stockId: StockCodeField,
  buyNum: SharesField,
  buyType: BuyTypeField,
  lever: LeverField,
  targetPrice: PriceField,
})

/** `/user/funds/buyFunds.do`: a split-position order in a financing sub-account. */
export const SubaccountOrderPayload = withStopAlias({
  stockId: IdField,
  buyNum: SharesField,
  buyType: BuyTypeField,
  lever: LeverField,
  subaccountNumber: SubaccountNumberField,
})

/** `/user/delOrder.do`: cancel a waiting pending order. */
export const CancelPendingOrderPayload = Schema.Struct({ id: IdField })

/** `/user/orderList.do`: the caller's pending orders. */
export const PendingOrderListPayload = Schema.Struct({ ...paging() })

/** `/user/sell.do`, `/user/sellIndex.do`, `/user/sellFutures.do`, `/user/funds/sellFunds.do`: close a whole position. */
export const ClosePositionPayload = Schema.Struct({ positionSn: PositionSnField })

/** `/user/position/updateTarget.do`: set or clear (by omitting) take-profit and stop-loss on an open position. */
export const UpdateTargetPayload = Schema.Struct({
  positionSn: PositionSnField,
  profitTarget: Schema.optionalWith(PriceField, { exact: true }),
  stopLoss: Schema.optionalWith(PriceField, { exact: true }),
})

/** `/user/buyIndex.do` (DECISIONS §7): `indexId`, `buyNum` hands, `buyType`, `lever`. */
export const IndexOrderPayload = Schema.Struct({
  indexId: IdField,
  buyNum: HandsField,
  buyType: BuyTypeField,
  lever: LeverField,
})

/** `/user/buyFutures.do`: as the index order, with `futuresId`. */
export const FuturesOrderPayload = Schema.Struct({
  futuresId: IdField,
  buyNum: HandsField,
  buyType: BuyTypeField,
  lever: LeverField,
})

/** `/user/position/list.do`: open (0) or closed (1) stock positions, optionally filtered by code or spelling. */
export const PositionListPayload = Schema.Struct({
  state: PositionStateField,
  stockCode: Schema.optionalWith(KeywordsField, { exact: true }),
  stockSpell: Schema.optionalWith(KeywordsField, { exact: true }),
  ...paging(),
})

/** `/user/index/position/list.do`. */
export const IndexPositionListPayload = Schema.Struct({
  state: PositionStateField,
  keyWords: Schema.optionalWith(KeywordsField, { exact: true }),
  ...paging(),
})

/** `/user/futures/position/list.do` (the spec's futures order list: `state, fnCode, fnName`). */
export const FuturesPositionListPayload = Schema.Struct({
  state: PositionStateField,
  fnCode: Schema.optionalWith(KeywordsField, { exact: true }),
  fnName: Schema.optionalWith(KeywordsField, { exact: true }),
  ...paging(),
})

/** `/user/ipo/apply.do`: apply for `applyNums` shares of the new issue `newCode`; `phone` is ignored (own account only). */
export const IpoApplyPayload = Schema.Struct({
  newCode: StockCodeField,
  applyNums: SharesField,
  phone: Schema.optionalWith(Schema.String, { exact: true }),
})

/** `/user/submitSubscribe.do`: confirm payment of an allotted type-1 application. */
export const IpoPayPayload = Schema.Struct({ id: IdField })

/** `/user/buyVipQc.do`: join the limit-up queue of a stock with `buyNum` shares. */
export const StrongBuyPayload = Schema.Struct({ stockCode: StockCodeField, buyNum: SharesField })

/** `/user/buyStockDz.do`: buy `num` shares of block-trade product `id`. */
export const BlockTradeOrderPayload = Schema.Struct({ id: IdField, num: SharesField })
