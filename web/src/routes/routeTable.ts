import type { LabelKey } from '../i18n/labelsEn.js'

/** What the shell needs to know about a route: its title, its place for the slide direction, and its chrome. */
export interface RouteMeta {
  readonly title: LabelKey
  /** Pages slide left when the next route's order is higher, right when lower (trading spec §2). */
  readonly order: number
  readonly tabBar: boolean
  readonly back: boolean
}

const page = (title: LabelKey, order: number, tabBar = false, back = !tabBar): RouteMeta => ({
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
  '/indexsearchlist': page('indexSearch', 12),
  '/VipSearchlist': page('strongBuy', 13),
  '/vipdetail': page('strongBuy', 15),
  '/favourites': page('favourites', 14, true),
  '/kline': page('details', 20),
  '/buyStocks': page('placeOrder', 21),
  '/indexBuy': page('placeOrder', 22),
  '/buyGold': page('gold', 23),
  '/warehouse': page('tabPosition', 30, true),
  '/positionSearch': page('searchPositions', 35),
  '/Subscription': page('ipoSubscription', 31),
  '/newsharesDetail': page('ipoSubscription', 32),
  '/sharerecord': page('subscriptionRecords', 33),
  '/zhongqianrecord': page('winningRecords', 34),
  '/user': page('tabMy', 40, true),
  '/login': page('logIn', 50, false, true),
  '/register': page('register', 51),
  '/openaccount': page('openAccount', 52),
}

export const metaOf = (path: string): RouteMeta => routeTable[path] ?? page('appName', 0, true)
