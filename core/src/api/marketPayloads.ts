import { Schema } from 'effect'
import {
  AmountField,
  ChangeField,
  CodeField,
  KeywordsField,
  PriceField,
  StockCodeField,
  TextField,
} from './formFields.js'
import { klineAdjustments, klinePeriods } from './Kline.js'
import { paging } from './ListPage.js'
import { IdField } from './tradingPayloads.js'

/** A market code as text: "sh", "sz", "bj", "hk" or "us". */
export const MarketField = Schema.Literal('sh', 'sz', 'bj', 'hk', 'us')

/** No fields: calls such as `/user/getUserInfo.do`; unknown fields are ignored. */
export const EmptyPayload = Schema.Struct({})

/** `/api/stock/getStock.do`: the stock list, or a search with `keyWords`, filtered by board and market. */
export const StockListPayload = Schema.Struct({
  keyWords: Schema.optionalWith(KeywordsField, { exact: true }),
  stockPlate: Schema.optionalWith(TextField(/^[a-z]{0,16}$/, 'StockPlate'), { exact: true }),
  stockType: Schema.optionalWith(MarketField, { exact: true }),
  ...paging(),
})

/** `/api/stock/getSingleStock.do`, `/user/isOption.do`, `/user/addOption.do`, `/user/delOption.do`: one stock by code. */
export const StockCodePayload = Schema.Struct({ code: StockCodeField })

/** `/api/index/queryListIndex.do`, `/api/futures/queryList.do`, `/user/option/list.do`: a searchable page. */
export const SearchPagePayload = Schema.Struct({
  keyWords: Schema.optionalWith(KeywordsField, { exact: true }),
  ...paging(),
})

/** `/api/index/querySingleIndex.do`. */
export const SingleIndexPayload = Schema.Struct({ indexCode: StockCodeField })

/** `/api/stock/getVipList.do`: the strong-buy list, optionally searched by code. */
export const StrongBuyListPayload = Schema.Struct({
  code: Schema.optionalWith(KeywordsField, { exact: true }),
  ...paging(),
})

/** `/api/user/findSpreadRateOne.do` (DECISIONS §3): today's change %, order notional, unit price and code. */
export const SpreadRatePayload = Schema.Struct({
  applies: ChangeField,
  turnover: AmountField,
  unitprice: PriceField,
  code: StockCodeField,
})

/** `/api/stock/history/tick.do`, `/api/stock/realtime/tick.do`: bars of `code` for a period code and adjustment. */
export const ChartPayload = Schema.Struct({
  market: MarketField,
  code: StockCodeField,
  interval: CodeField(...klinePeriods),
  right: Schema.optionalWith(CodeField(...klineAdjustments), { default: () => 0 as const }),
})

/** `/api/news/list.do`: news (1), economy (2) or 7x24 (4) items. */
export const NewsListPayload = Schema.Struct({
  type: Schema.optionalWith(CodeField(1, 2, 4), { default: () => 1 as const }),
  ...paging(),
})

/** `/api/news/detail.do`. */
export const NewsDetailPayload = Schema.Struct({ id: IdField })

/** `/api/art/detail.do`. */
export const ArticleDetailPayload = Schema.Struct({ artId: IdField })

/** A plain page request: IPO and new-share lists (9 a page), block trades, messages, records. */
export const PagePayload = (size = 15) => Schema.Struct({ ...paging(size) })
