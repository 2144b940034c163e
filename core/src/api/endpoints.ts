import { Schema } from 'effect'
import { LiveTicket } from '../live/LiveMessage.js'
import * as Account from './accountEntities.js'
import * as AccountIn from './accountPayloads.js'
import * as Content from './contentEntities.js'
import * as Documents from './documentEntities.js'
import * as Financing from './financingEntities.js'
import * as FundsIn from './fundsPayloads.js'
import * as HelpDesk from './helpDeskEntities.js'
import * as Ipo from './ipoEntities.js'
import { KlineRowsFromString } from './Kline.js'
import { ListPage } from './ListPage.js'
import * as Market from './marketEntities.js'
import * as MarketIn from './marketPayloads.js'
import * as Positions from './positionEntities.js'
import * as Factor from './secondFactorEntities.js'
import * as Site from './siteEntities.js'
import * as TradingIn from './tradingPayloads.js'
import * as Watch from './watchEntities.js'
import * as WatchIn from './watchPayloads.js'
import * as Welfare from './welfareEntities.js'

/** One call of `/prod-api`: its method, whether it needs a session token, the payload it reads and the `data` it answers. */
export interface Endpoint<Payload extends Schema.Schema.AnyNoContext, Data extends Schema.Schema.AnyNoContext> {
  readonly method: 'GET' | 'POST'
  readonly auth: boolean
  readonly payload: Payload
  readonly data: Data
}

const call =
  (method: 'GET' | 'POST', auth: boolean) =>
  <Payload extends Schema.Schema.AnyNoContext, Data extends Schema.Schema.AnyNoContext>(
    payload: Payload,
    data: Data,
  ): Endpoint<Payload, Data> => ({ method, auth, payload, data })

/** A form-encoded POST that needs the session token. */
const user = call('POST', true)
/** A public form-encoded POST. */
const open = call('POST', false)
/** A public GET with query parameters. */
const openGet = call('GET', false)
/** A GET with query parameters that needs the session token (chart calls send it as `usertoken`). */
const userGet = call('GET', true)

const Empty = MarketIn.EmptyPayload
const Nothing = Schema.Null
/** Login answers the session token itself as `data`. */
const Token = Schema.String.pipe(Schema.minLength(16))
/** A URL answered as `data` (the sandbox payment page, the image captcha). */
const Url = Schema.String

/**
 * Every call of the API, by path under `/prod-api` (DECISIONS §14 and both specs' endpoint lists).
 * The server registers its routes from this table and the clients build their requests from it.
 */
export const endpoints = {
  // Sign-in, registration, passwords (account spec §7)
  '/user/login.do': open(AccountIn.LoginPayload, Schema.Union(Token, Factor.SecondFactorDue)),
  '/user/login/secondFactor.do': open(Factor.SecondFactorSignInPayload, Token),
  '/user/reg.do': open(AccountIn.RegisterPayload, Nothing),
  '/user/logout.do': user(Empty, Nothing),
  // The live socket (issue 36): a one-time ticket for a browser's signed-in handshake on /prod-api/live.
  '/user/live/ticket.do': user(Empty, LiveTicket),
  // Price alerts and GTT orders on the trigger book, and the browser's push subscription (issue 30)
  '/user/alert/add.do': user(WatchIn.AlertAddPayload, Watch.Alert),
  '/user/alert/list.do': user(Empty, Schema.Array(Watch.Alert)),
  '/user/alert/update.do': user(WatchIn.AlertUpdatePayload, Watch.Alert),
  '/user/alert/del.do': user(WatchIn.WatchIdPayload, Nothing),
  '/user/gtt/add.do': user(WatchIn.GttAddPayload, Watch.GttOrder),
  '/user/gtt/list.do': user(Empty, Schema.Array(Watch.GttOrder)),
  '/user/gtt/update.do': user(WatchIn.GttUpdatePayload, Watch.GttOrder),
  '/user/gtt/del.do': user(WatchIn.WatchIdPayload, Nothing),
  '/api/push/publicKey.do': openGet(Empty, Watch.PushPublicKey),
  '/user/push/subscribe.do': user(WatchIn.PushSubscribePayload, Nothing),
  '/user/push/unsubscribe.do': user(WatchIn.PushUnsubscribePayload, Nothing),
  '/api/user/checkPhone.do': open(AccountIn.PhonePayload, Schema.Boolean),
  // In demo mode (BOURSE_DEMO) the code comes back too: demo phones receive no SMS (issue 35).
  '/api/sms/sendForgetSms.do': openGet(
    AccountIn.PhonePayload,
    Schema.NullOr(Schema.Struct({ demoSmsCode: Schema.String })),
  ),
  '/code/getCode.do': openGet(AccountIn.ImageCodeRequestPayload, Url),
  '/code/checkCode.do': openGet(AccountIn.ImageCodePayload, Nothing),
  // Secrets never travel in a URL, so the spec's two GET password calls are POSTs here.
  '/api/user/updatePwd.do': open(AccountIn.ResetPasswordPayload, Nothing),
  '/user/updatePwd.do': user(AccountIn.ChangePasswordPayload, Nothing),
  '/user/insertWithPwd.do': user(AccountIn.FundingPasswordPayload, Nothing),

  // The second factor (DECISIONS §28): TOTP or a passkey, with recovery codes
  '/user/factor/status.do': user(Empty, Factor.FactorStatus),
  '/user/factor/totp/begin.do': user(Factor.FactorEnrolPayload, Factor.TotpEnrolment),
  '/user/factor/totp/confirm.do': user(Factor.TotpConfirmPayload, Factor.RecoveryCodes),
  '/user/factor/passkey/begin.do': user(Factor.FactorEnrolPayload, Factor.PasskeyOptions),
  '/user/factor/passkey/confirm.do': user(Factor.PasskeyConfirmPayload, Factor.RecoveryCodes),
  '/user/factor/challenge.do': user(Empty, Factor.PasskeyOptions),
  '/user/factor/disable.do': user(Factor.FactorProofPayload, Nothing),
  '/user/factor/recoveryCodes.do': user(Factor.FactorProofPayload, Factor.RecoveryCodes),

  // Account, identity, bank
  '/user/getUserInfo.do': user(Empty, Account.UserInfo),
  '/user/getCurrentUser.do': user(Empty, Account.UserInfo),
  '/user/auth.do': user(AccountIn.RealNamePayload, Nothing),
  '/user/upload.do': user(AccountIn.UploadPayload, Site.UploadResult),
  '/user/bank/add.do': user(AccountIn.BankCardPayload, Account.BankInfo),
  '/user/bank/update.do': user(AccountIn.BankCardPayload, Account.BankInfo),
  '/user/bank/getBankInfo.do': user(AccountIn.BankInfoPayload, Schema.NullOr(Account.BankInfo)),
  '/user/getAgentUrl': user(Empty, Site.AgentUrl),
  '/user/cash/getMessagelist.do': user(MarketIn.PagePayload(), ListPage(Account.UserMessage)),

  // Money in and out (DECISIONS §10)
  '/user/funds/summary': user(Empty, Account.FundsSummary),
  '/user/transAmt.do': user(FundsIn.TransferPayload, Nothing),
  '/user/transformAmt': user(FundsIn.TransferPayload, Nothing),
  '/user/cash/list.do': user(FundsIn.FundFlowListPayload, ListPage(Account.FundFlow)),
  '/user/recharge/list.do': user(FundsIn.RechargeListPayload, ListPage(Account.RechargeRecord)),
  '/user/recharge/inMoney.do': user(FundsIn.RechargePayload, Url),
  '/user/recharge/getBankInfo.do': user(Empty, Schema.Array(Account.ReceivingAccount)),
  '/user/withdraw/list.do': user(FundsIn.WithdrawListPayload, ListPage(Account.WithdrawalRecord)),
  '/user/withdraw/outMoney.do': user(FundsIn.WithdrawPayload, Account.WithdrawalRecord),
  '/user/withdraw/cancel.do': user(FundsIn.CancelWithdrawPayload, Account.WithdrawalRecord),

  // Welfare benefit (DECISIONS §10): the spec names no path; one application per account
  '/user/welfare/apply.do': user(Welfare.WelfareApplyPayload, Welfare.WelfareApplication),
  '/user/welfare/status.do': user(Empty, Schema.NullOr(Welfare.WelfareApplication)),

  // Margin financing
  '/user/funds/getUserApplyList.do': user(FundsIn.FinancingListPayload, ListPage(Financing.FinancingOrder)),
  '/user/funds/getFundsSetting.do': user(Empty, Financing.FundsSetting),
  '/user/funds/getFundsTypeList.do': user(Empty, Schema.Array(Financing.FundsType)),
  '/user/funds/addFundsApply.do': user(FundsIn.FinancingApplyPayload, Financing.FinancingOrder),
  '/user/funds/buyFunds.do': user(TradingIn.SubaccountOrderPayload, Positions.Position),
  '/user/funds/getUserSubaccount.do': user(Empty, ListPage(Financing.SubAccount)),
  '/user/funds/fundsList.do': user(FundsIn.FinancingPositionListPayload, ListPage(Positions.Position)),
  '/user/funds/sellFunds.do': user(TradingIn.ClosePositionPayload, Positions.Position),

  // Settings and site
  '/api/admin/getSetting.do': open(Empty, Site.SiteSettings),
  '/api/admin/getProductSetting.do': open(Empty, Site.ProductSetting),
  '/api/admin/getIndexSetting.do': open(Empty, Site.IndexSetting),
  '/api/site/getInfo.do': open(Empty, Site.SiteInfo),
  '/api/site/getPayInfo.do': open(Empty, Schema.Array(Account.PayChannel)),
  '/api/user/findSpreadRateOne.do': open(MarketIn.SpreadRatePayload, Market.SpreadRateData),

  // Market data
  '/api/stock/getStock.do': openGet(MarketIn.StockListPayload, ListPage(Market.Stock)),
  '/api/stock/getSingleStock.do': open(MarketIn.StockCodePayload, Market.SingleStock),
  '/api/stock/getStop.do': openGet(MarketIn.PagePayload(), ListPage(Market.Stock)),
  '/api/index/queryListIndex.do': openGet(MarketIn.SearchPagePayload, ListPage(Market.Index)),
  '/api/index/querySingleIndex.do': open(MarketIn.SingleIndexPayload, Market.Index),
  '/api/futures/queryList.do': openGet(MarketIn.SearchPagePayload, ListPage(Market.Futures)),
  '/api/stock/history/tick.do': userGet(MarketIn.ChartPayload, KlineRowsFromString),
  '/api/stock/realtime/tick.do': userGet(MarketIn.ChartPayload, KlineRowsFromString),

  // Watchlist
  '/user/addOption.do': user(MarketIn.StockCodePayload, Nothing),
  '/user/delOption.do': user(MarketIn.StockCodePayload, Nothing),
  '/user/option/list.do': user(MarketIn.SearchPagePayload, ListPage(Market.WatchlistRow)),
  '/user/isOption.do': user(MarketIn.StockCodePayload, Schema.Literal(0, 1)),

  // Stock orders and positions (DECISIONS §2, §5, §6)
  '/user/buy.do': user(TradingIn.StockOrderPayload, Positions.Position),
  '/user/addOrder.do': user(TradingIn.PendingOrderPayload, Positions.PendingOrder),
  '/user/delOrder.do': user(TradingIn.CancelPendingOrderPayload, Positions.PendingOrder),
  '/user/orderList.do': user(TradingIn.PendingOrderListPayload, ListPage(Positions.PendingOrder)),
  '/user/sell.do': user(TradingIn.ClosePositionPayload, Positions.Position),
  '/user/position/updateTarget.do': user(TradingIn.UpdateTargetPayload, Positions.Position),
  '/user/position/list.do': user(TradingIn.PositionListPayload, ListPage(Positions.Position)),

  // Index and futures contracts (DECISIONS §7)
  '/user/buyIndex.do': user(TradingIn.IndexOrderPayload, Positions.IndexPosition),
  '/user/sellIndex.do': user(TradingIn.ClosePositionPayload, Positions.IndexPosition),
  '/user/index/position/list.do': user(TradingIn.IndexPositionListPayload, ListPage(Positions.IndexPosition)),
  '/user/buyFutures.do': user(TradingIn.FuturesOrderPayload, Positions.FuturesPosition),
  '/user/sellFutures.do': user(TradingIn.ClosePositionPayload, Positions.FuturesPosition),
  '/user/futures/position/list.do': user(TradingIn.FuturesPositionListPayload, ListPage(Positions.FuturesPosition)),

  // New shares, strong-buy, block trades (DECISIONS §8)
  '/api/ipo/page.do': open(MarketIn.PagePayload(9), ListPage(Ipo.IpoItem)),
  '/user/newStockList.do': user(MarketIn.PagePayload(9), ListPage(Ipo.IpoItem)),
  '/user/ipo/apply.do': user(TradingIn.IpoApplyPayload, Ipo.IpoApplication),
  '/user/getOneSubscribeByUserId.do': user(MarketIn.PagePayload(), ListPage(Ipo.IpoApplication)),
  '/user/submitSubscribe.do': user(TradingIn.IpoPayPayload, Ipo.IpoApplication),
  '/api/stock/getVipList.do': open(MarketIn.StrongBuyListPayload, ListPage(Market.StrongBuyItem)),
  '/user/buyVipQc.do': user(TradingIn.StrongBuyPayload, Market.StrongBuyApplication),
  // Bourse's addition (issue 35): the caller's strong-buy applications, newest first, with what each froze
  '/user/strongBuy/list.do': user(MarketIn.PagePayload(), ListPage(Market.StrongBuyApplication)),
  '/api/stock/getDzList.do': open(MarketIn.PagePayload(), ListPage(Market.BlockTradeItem)),
  '/user/buyStockDz.do': user(TradingIn.BlockTradeOrderPayload, Positions.BlockTradeRecord),
  '/user/buyStockDzList.do': user(MarketIn.PagePayload(), ListPage(Positions.BlockTradeRecord)),

  // News and articles
  '/api/news/list.do': openGet(MarketIn.NewsListPayload, ListPage(Content.NewsItem)),
  '/api/news/detail.do': openGet(MarketIn.NewsDetailPayload, Content.NewsItem),
  '/api/art/list.do': open(MarketIn.PagePayload(), ListPage(Content.Article)),
  '/api/art/detail.do': open(MarketIn.ArticleDetailPayload, Content.Article),

  // Help desk (DECISIONS §22): the spec names no path; the investor's own requests only
  '/user/helpDesk/list.do': user(Empty, Schema.Array(HelpDesk.HelpRequestSummary)),
  '/user/helpDesk/create.do': user(HelpDesk.HelpCreatePayload, HelpDesk.HelpThread),
  '/user/helpDesk/show.do': user(HelpDesk.HelpRequestIdPayload, HelpDesk.HelpThread),
  '/user/helpDesk/write.do': user(HelpDesk.HelpWritePayload, HelpDesk.HelpThread),
  '/user/helpDesk/reopen.do': user(HelpDesk.HelpRequestIdPayload, HelpDesk.HelpThread),
  '/user/helpDesk/unread.do': user(Empty, HelpDesk.HelpUnread),

  // Contract notes and statements (DECISIONS §27): the investor's own; the PDF itself is GET /user/contractNotes/file.do
  '/user/contractNotes/list.do': user(Empty, Schema.Array(Documents.ContractNoteItem)),
  '/user/contractNotes/resend.do': user(Documents.ContractNoteIdPayload, Nothing),
  '/user/documentSettings/get.do': user(Empty, Documents.DocumentSettings),
  '/user/documentSettings/email.do': user(Documents.DocumentEmailPayload, Documents.DocumentSettings),
  '/user/documentSettings/confirm.do': user(Documents.DocumentEmailCodePayload, Documents.DocumentSettings),
  '/user/documentSettings/password.do': user(Documents.DocumentPasswordPayload, Documents.DocumentSettings),
  '/user/documentSettings/language.do': user(Documents.DocumentLanguagePayload, Documents.DocumentSettings),
} as const

export type Endpoints = typeof endpoints
export type ApiPath = keyof Endpoints

/** The payload type a handler of `path` receives after decoding. */
export type PayloadOf<P extends ApiPath> = Schema.Schema.Type<Endpoints[P]['payload']>

/** The `data` type a handler of `path` returns before encoding. */
export type DataOf<P extends ApiPath> = Schema.Schema.Type<Endpoints[P]['data']>

/** The base path every call lives under (DECISIONS §14). */
export const basePath = '/prod-api'

export const isApiPath = (path: string): path is ApiPath => Object.hasOwn(endpoints, path)
