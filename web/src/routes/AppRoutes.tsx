import { lazy, Suspense } from 'react'
import { Route } from 'react-router-dom'
import { OrderPage } from '../order/OrderPage.js'
import { WarehousePage } from '../positions/WarehousePage.js'
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
  ['/login', <LoginPage key="login" />],
  ['/register', <RegisterPage key="register" />],
  ['/openaccount', <OpenAccountPage key="openaccount" />],
  ['/user', <UserPage key="user" />],
] as const

/** Route elements by path. Called as a function so `<Routes>` sees the `<Route>`s directly. */
export const AppRoutes = () => routes.map(([path, element]) => <Route key={path} path={path} element={element} />)
