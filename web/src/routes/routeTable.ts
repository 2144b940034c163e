import type { LabelKey } from '../i18n/labelsEn.js'

/** What the shell needs to know about a route: its title, its place for the slide direction, and its chrome. */
export interface RouteMeta {
  readonly title: LabelKey
  /** Pages slide left when the next route's order is higher, right when lower (trading spec §2). */
  readonly order: number
  /** The bottom tab bar: `true` the four-entry bar, `'five'` the five-entry variant (trading spec §2, account spec §2). */
  readonly tabBar: boolean | 'five'
  readonly back: boolean
}

const page = (title: LabelKey, order: number, tabBar: boolean | 'five' = false, back = !tabBar): RouteMeta => ({
  title,
  order,
  tabBar,
  back,
})

/** Every route of the app, keyed by path. Unknown paths go to /home. */
export const routeTable: Readonly<Record<string, RouteMeta>> = {
  '/home': page('appName', 0, true),
  '/news': page('news', 1),
  '/newPage': page('news', 2),
  '/trading-list': page('tabMarkets', 10, true),
  '/Searchlist': page('search', 11),
  // The five-entry variant's own destinations show it: list (the index list highlights it), orderlist, mylist.
  '/indexsearchlist': page('indexSearch', 12, 'five', true),
  '/VipSearchlist': page('strongBuy', 13),
  '/vipdetail': page('strongBuy', 15),
  '/favourites': page('favourites', 14, 'five'),
  // The five-entry variant's own paths (spec 000 §2: list, indexlist, mylist), on the same screens.
  '/list': page('tabMarkets', 10, 'five'),
  '/indexlist': page('indexSearch', 12, 'five', true),
  '/mylist': page('favourites', 14, 'five'),
  '/kline': page('details', 20),
  '/buyStocks': page('placeOrder', 21),
  '/indexBuy': page('placeOrder', 22),
  '/buyGold': page('futuresOrder', 23),
  '/warehouse': page('tabPosition', 30, true),
  '/positionSearch': page('searchPositions', 35),
  '/Subscription': page('ipoSubscription', 31),
  '/newsharesDetail': page('ipoSubscription', 32),
  '/sharerecord': page('subscriptionRecords', 33),
  '/zhongqianrecord': page('winningRecords', 34),
  '/user': page('tabMy', 40, true),
  '/wallet': page('walletTitle', 41),
  '/recharge': page('rechargeTitle', 42),
  '/pay': page('payTitle', 43),
  '/rechargelist': page('rechargeRecords', 44),
  '/withdraw': page('withdrawTitle', 42),
  '/cash': page('withdrawTitle', 42),
  '/cashlist': page('withdrawalRecords', 44),
  '/cashWithdrawalRecord': page('withdrawalRecords', 44),
  '/transfers': page('transferTitle', 42),
  '/fundTransfer': page('transferTitle', 42),
  '/transfer': page('transferTitle', 42),
  '/FundingDetails': page('fundingDetails', 42),
  '/authentication': page('verification', 42),
  '/authentications': page('verification', 42),
  '/smrz': page('verification', 53),
  '/bankCard': page('bankCardTitle', 42),
  '/card': page('bankCardTitle', 44),
  '/addCard': page('bankCardTitle', 43),
  '/bankUpDate': page('bankCardTitle', 43),
  '/loginPassword': page('loginPasswordTitle', 42),
  '/secondFactor': page('secondFactorTitle', 42),
  '/setPassword': page('fundingPasswordTitle', 42),
  '/setup': page('settingsTitle', 42),
  '/setting': page('settingsTitle', 42),
  '/service': page('onlineService', 45),
  '/contractNotes': page('contractNotes', 45),
  '/alerts': page('alertsTitle', 45),
  '/alertForm': page('alertFormTitle', 21),
  '/gttForm': page('gttFormTitle', 21),
  '/forget': page('forgotPassword', 52),
  '/orderlist': page('positions', 31, 'five', true),
  '/days': page('details', 32),
  '/dazong': page('blockTradeTitle', 16),
  '/wanren': page('strongBuy', 17),
  '/stopRecovery': page('suspensionsTitle', 18),
  '/qingchouDetail': page('details', 34),
  '/listdetail': page('details', 19),
  '/about': page('aboutTitle', 46),
  '/agree': page('agreementTitle', 46),
  '/trade': page('tradeAgreement', 46),
  '/aggre': page('agreementTitle', 46),
  '/buy': page('agreementTitle', 46),
  '/buy-flow': page('tradeAgreement', 46),
  '/announcement': page('news', 1),
  '/benefits_apply': page('welfareTitle', 46),
  '/jijin': page('preferredFund', 46),
  '/college': page('college', 46),
  '/login': page('logIn', 50, false, true),
  '/register': page('register', 51),
  '/openaccount': page('openAccount', 52),
}

export const metaOf = (path: string): RouteMeta => routeTable[path] ?? page('appName', 0, true)
