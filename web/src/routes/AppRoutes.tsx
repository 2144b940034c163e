import { type ComponentType, lazy, Suspense } from 'react'
import { Route } from 'react-router-dom'
import { HomePage } from './HomePage.js'

/** A route's screen in its own chunk, loaded when the route is first opened. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })))

// Home is the entry screen, in the main chunk; everything else, login included (its form fields stay out of the
// entry), loads on first visit. The chart route carries lightweight-charts and the indicators, so only /kline pays.
const KlinePage = page(() => import('../chart/KlinePage.js'), 'KlinePage')
const OrderPage = page(() => import('../order/OrderPage.js'), 'OrderPage')
const IndexBuyPage = page(() => import('../order/IndexBuyPage.js'), 'IndexBuyPage')
const WarehousePage = page(() => import('../positions/WarehousePage.js'), 'WarehousePage')
const PositionSearchPage = page(() => import('../positions/PositionSearchPage.js'), 'PositionSearchPage')
const SubscriptionPage = page(() => import('../ipo/SubscriptionPage.js'), 'SubscriptionPage')
const NewSharesDetailPage = page(() => import('../ipo/NewSharesDetailPage.js'), 'NewSharesDetailPage')
const ShareRecordPage = page(() => import('../ipo/ShareRecordPage.js'), 'ShareRecordPage')
const WinningRecordPage = page(() => import('../ipo/ShareRecordPage.js'), 'WinningRecordPage')
const TradingListPage = page(() => import('./TradingListPage.js'), 'TradingListPage')
const NewsPage = page(() => import('./NewsPage.js'), 'NewsPage')
const NewsDetailPage = page(() => import('./NewsDetailPage.js'), 'NewsDetailPage')
const SearchListPage = page(() => import('./SearchListPage.js'), 'SearchListPage')
const IndexSearchPage = page(() => import('./IndexSearchPage.js'), 'IndexSearchPage')
const VipSearchPage = page(() => import('./VipSearchPage.js'), 'VipSearchPage')
const VipDetailPage = page(() => import('../strongBuy/VipDetailPage.js'), 'VipDetailPage')
const FavouritesPage = page(() => import('./FavouritesPage.js'), 'FavouritesPage')
const BuyGoldPage = page(() => import('./BuyGoldPage.js'), 'BuyGoldPage')
const LoginPage = page(() => import('./LoginPage.js'), 'LoginPage')
const RegisterPage = page(() => import('./RegisterPage.js'), 'RegisterPage')
const OpenAccountPage = page(() => import('./OpenAccountPage.js'), 'OpenAccountPage')
const UserPage = page(() => import('./UserPage.js'), 'UserPage')

/** Every route of the app and its screen; `routeTable` holds their titles and order. */
export const routeElements: ReadonlyArray<readonly [string, ComponentType]> = [
  ['/home', HomePage],
  ['/news', NewsPage],
  ['/newPage', NewsDetailPage],
  ['/trading-list', TradingListPage],
  ['/Searchlist', SearchListPage],
  ['/indexsearchlist', IndexSearchPage],
  ['/VipSearchlist', VipSearchPage],
  ['/vipdetail', VipDetailPage],
  ['/favourites', FavouritesPage],
  ['/kline', KlinePage],
  ['/buyStocks', OrderPage],
  ['/indexBuy', IndexBuyPage],
  ['/buyGold', BuyGoldPage],
  ['/warehouse', WarehousePage],
  ['/positionSearch', PositionSearchPage],
  ['/Subscription', SubscriptionPage],
  ['/newsharesDetail', NewSharesDetailPage],
  ['/sharerecord', ShareRecordPage],
  ['/zhongqianrecord', WinningRecordPage],
  ['/login', LoginPage],
  ['/register', RegisterPage],
  ['/openaccount', OpenAccountPage],
  ['/user', UserPage],
]

const loading = <main className="page muted" aria-busy="true" />

/** Route elements by path. Called as a function so `<Routes>` sees the `<Route>`s directly. */
export const AppRoutes = () =>
  routeElements.map(([path, Screen]) => (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={loading}>
          <Screen />
        </Suspense>
      }
    />
  ))
