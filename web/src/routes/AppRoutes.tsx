import { lazy, Suspense } from 'react'
import { Route } from 'react-router-dom'
import { NewSharesDetailPage } from '../ipo/NewSharesDetailPage.js'
import { ShareRecordPage } from '../ipo/ShareRecordPage.js'
import { SubscriptionPage } from '../ipo/SubscriptionPage.js'
import { IndexBuyPage } from '../order/IndexBuyPage.js'
import { OrderPage } from '../order/OrderPage.js'
import { WarehousePage } from '../positions/WarehousePage.js'
import { BuyGoldPage } from './BuyGoldPage.js'
import { FavouritesPage } from './FavouritesPage.js'
import { HomePage } from './HomePage.js'
import { IndexSearchPage } from './IndexSearchPage.js'
import { LoginPage } from './LoginPage.js'
import { NewsDetailPage } from './NewsDetailPage.js'
import { NewsPage } from './NewsPage.js'
import { OpenAccountPage } from './OpenAccountPage.js'
import { RegisterPage } from './RegisterPage.js'
import { SearchListPage } from './SearchListPage.js'
import { TradingListPage } from './TradingListPage.js'
import { UserPage } from './UserPage.js'
import { VipSearchPage } from './VipSearchPage.js'

/** The chart route carries lightweight-charts and the indicators: it loads only when opened. */
const KlinePage = lazy(() => import('../chart/KlinePage.js').then((module) => ({ default: module.KlinePage })))

const routes = [
  ['/home', <HomePage key="home" />],
  ['/news', <NewsPage key="news" />],
  ['/newPage', <NewsDetailPage key="newPage" />],
  ['/trading-list', <TradingListPage key="trading-list" />],
  ['/Searchlist', <SearchListPage key="Searchlist" />],
  ['/indexsearchlist', <IndexSearchPage key="indexsearchlist" />],
  ['/VipSearchlist', <VipSearchPage key="VipSearchlist" />],
  [
    '/kline',
    <Suspense key="kline" fallback={<main className="page muted">…</main>}>
      <KlinePage />
    </Suspense>,
  ],
  ['/buyStocks', <OrderPage key="buyStocks" />],
  ['/warehouse', <WarehousePage key="warehouse" />],
  ['/indexBuy', <IndexBuyPage key="indexBuy" />],
  ['/Subscription', <SubscriptionPage key="Subscription" />],
  ['/newsharesDetail', <NewSharesDetailPage key="newsharesDetail" />],
  ['/sharerecord', <ShareRecordPage key="sharerecord" />],
  ['/zhongqianrecord', <ShareRecordPage key="zhongqianrecord" onlyAllotted />],
  ['/favourites', <FavouritesPage key="favourites" />],
  ['/buyGold', <BuyGoldPage key="buyGold" />],
  ['/login', <LoginPage key="login" />],
  ['/register', <RegisterPage key="register" />],
  ['/openaccount', <OpenAccountPage key="openaccount" />],
  ['/user', <UserPage key="user" />],
] as const

/** Route elements by path. Called as a function so `<Routes>` sees the `<Route>`s directly. */
export const AppRoutes = () => routes.map(([path, element]) => <Route key={path} path={path} element={element} />)
