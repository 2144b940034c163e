import { type ComponentType, lazy, Suspense, useState } from 'react'
import { Route } from 'react-router-dom'
import { HomePage } from '../home/HomePage.js'

/** A screen in its own chunk: the lazy wrapper, the loader, and the screen itself once its chunk is in. */
interface ChunkScreen {
  readonly Lazy: ComponentType
  readonly fetch: () => Promise<void>
  loaded?: ComponentType
}

/** A route's screen in its own chunk, loaded when the route is first opened (or before, by `preloadScreen`). */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ChunkScreen => {
  const screen: ChunkScreen = {
    Lazy: lazy(() => screen.fetch().then(() => ({ default: screen.loaded as ComponentType }))),
    fetch: () =>
      load().then((module) => {
        screen.loaded = module[name]
      }),
  }
  return screen
}

/**
 * A chunk's screen: itself when its chunk is already in (the first route's, see `preloadScreen`), so the first paint
 * is its frame, else the lazy wrapper. Decided once per mount: switching later would remount the screen.
 */
const ChunkScreenView = ({ screen }: { screen: ChunkScreen }) => {
  const [Ready] = useState(() => screen.loaded)
  return Ready ? <Ready /> : <screen.Lazy />
}

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
const TradingListPage = page(() => import('../markets/TradingListPage.js'), 'TradingListPage')
const NewsPage = page(() => import('../news/NewsPage.js'), 'NewsPage')
const NewsDetailPage = page(() => import('../news/NewsDetailPage.js'), 'NewsDetailPage')
const SearchListPage = page(() => import('../markets/SearchListPage.js'), 'SearchListPage')
const IndexSearchPage = page(() => import('../markets/IndexSearchPage.js'), 'IndexSearchPage')
const StrongBuySearchPage = page(() => import('../strongBuy/StrongBuySearchPage.js'), 'StrongBuySearchPage')
const StrongBuyPage = page(() => import('../strongBuy/StrongBuyPage.js'), 'StrongBuyPage')
const FavouritesPage = page(() => import('../markets/FavouritesPage.js'), 'FavouritesPage')
const BuyGoldPage = page(() => import('../order/BuyGoldPage.js'), 'BuyGoldPage')
const LoginPage = page(() => import('../session/LoginPage.js'), 'LoginPage')
const RegisterPage = page(() => import('../session/RegisterPage.js'), 'RegisterPage')
const UserPage = page(() => import('../account/accountScreens.js'), 'AccountPage')
const WalletPage = page(() => import('../wallet/walletScreens.js'), 'WalletPage')
const RechargePage = page(() => import('../wallet/walletScreens.js'), 'RechargePage')
const PayPage = page(() => import('../wallet/walletScreens.js'), 'PayPage')
const RechargeListPage = page(() => import('../wallet/walletScreens.js'), 'RechargeListPage')
const WithdrawPage = page(() => import('../wallet/walletScreens.js'), 'WithdrawPage')
const WithdrawalRecordPage = page(() => import('../wallet/walletScreens.js'), 'WithdrawalRecordPage')
const TransferPage = page(() => import('../wallet/walletScreens.js'), 'TransferPage')
const FundingDetailsPage = page(() => import('../wallet/walletScreens.js'), 'FundingDetailsPage')
const AuthenticationPage = page(() => import('../identity/identityScreens.js'), 'AuthenticationPage')
const BankCardPage = page(() => import('../identity/identityScreens.js'), 'BankCardPage')
const AddCardPage = page(() => import('../identity/identityScreens.js'), 'AddCardPage')
const LoginPasswordPage = page(() => import('../account/accountScreens.js'), 'LoginPasswordPage')
const SecondFactorPage = page(() => import('../secondFactor/secondFactorScreens.js'), 'SecondFactorPage')
const SetPasswordPage = page(() => import('../account/accountScreens.js'), 'SetPasswordPage')
const SetupPage = page(() => import('../account/accountScreens.js'), 'SetupPage')
const ServicePage = page(() => import('../helpDesk/ServicePage.js'), 'ServicePage')
const ContractNotesPage = page(() => import('../documents/ContractNotesPage.js'), 'ContractNotesPage')
const AlertsPage = page(() => import('../watch/watchScreens.js'), 'AlertsPage')
const AlertFormPage = page(() => import('../watch/watchScreens.js'), 'AlertFormPage')
const GttFormPage = page(() => import('../watch/watchScreens.js'), 'GttFormPage')
const ForgetPage = page(() => import('../account/accountScreens.js'), 'ForgetPage')
const OrderListPage = page(() => import('../financing/financingScreens.js'), 'OrderListPage')
const DaysPage = page(() => import('../financing/financingScreens.js'), 'DaysPage')
const BlockTradePage = page(() => import('../trading/BlockTradePage.js'), 'BlockTradePage')
const LimitUpQueuePage = page(() => import('../trading/tradingScreens.js'), 'LimitUpQueuePage')
const StopRecoveryPage = page(() => import('../trading/tradingScreens.js'), 'StopRecoveryPage')
const IpoApplicationPage = page(() => import('../trading/tradingScreens.js'), 'IpoApplicationPage')
const ListDetailPage = page(() => import('../trading/tradingScreens.js'), 'ListDetailPage')
const TextPages = page(() => import('../texts/TextPages.js'), 'TextPages')

/** Every route of the app and its screen; `routeTable` holds their titles and order. */
export const routeElements: ReadonlyArray<readonly [string, ComponentType | ChunkScreen]> = [
  ['/home', HomePage],
  ['/news', NewsPage],
  ['/newPage', NewsDetailPage],
  ['/trading-list', TradingListPage],
  ['/Searchlist', SearchListPage],
  ['/indexsearchlist', IndexSearchPage],
  ['/VipSearchlist', StrongBuySearchPage],
  ['/vipdetail', StrongBuyPage],
  ['/favourites', FavouritesPage],
  ['/list', TradingListPage],
  ['/indexlist', IndexSearchPage],
  ['/mylist', FavouritesPage],
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
  ['/openaccount', TextPages],
  ['/user', UserPage],
  ['/wallet', WalletPage],
  ['/recharge', RechargePage],
  ['/pay', PayPage],
  ['/rechargelist', RechargeListPage],
  ['/withdraw', WithdrawPage],
  ['/cash', WithdrawPage],
  ['/cashlist', WithdrawalRecordPage],
  ['/cashWithdrawalRecord', WithdrawalRecordPage],
  ['/transfers', TransferPage],
  ['/fundTransfer', TransferPage],
  ['/transfer', TransferPage],
  ['/FundingDetails', FundingDetailsPage],
  ['/authentication', AuthenticationPage],
  ['/authentications', AuthenticationPage],
  ['/smrz', AuthenticationPage],
  ['/bankCard', BankCardPage],
  ['/card', BankCardPage],
  ['/addCard', AddCardPage],
  ['/bankUpDate', AddCardPage],
  ['/loginPassword', LoginPasswordPage],
  ['/secondFactor', SecondFactorPage],
  ['/setPassword', SetPasswordPage],
  ['/setup', SetupPage],
  ['/setting', SetupPage],
  ['/service', ServicePage],
  ['/contractNotes', ContractNotesPage],
  ['/alerts', AlertsPage],
  ['/alertForm', AlertFormPage],
  ['/gttForm', GttFormPage],
  ['/about', TextPages],
  ['/agree', TextPages],
  ['/trade', TextPages],
  ['/buy-flow', TextPages],
  ['/aggre', TextPages],
  ['/buy', TextPages],
  ['/announcement', TextPages],
  ['/benefits_apply', TextPages],
  ['/jijin', TextPages],
  ['/college', TextPages],
  ['/forget', ForgetPage],
  ['/orderlist', OrderListPage],
  ['/days', DaysPage],
  ['/dazong', BlockTradePage],
  ['/wanren', LimitUpQueuePage],
  ['/stopRecovery', StopRecoveryPage],
  ['/qingchouDetail', IpoApplicationPage],
  ['/listdetail', ListDetailPage],
]

const loading = <main className="page muted" aria-busy="true" />

/** Route elements by path. Called as a function so `<Routes>` sees the `<Route>`s directly. */
export const AppRoutes = () =>
  routeElements.map(([path, Screen]) => (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={loading}>{'fetch' in Screen ? <ChunkScreenView screen={Screen} /> : <Screen />}</Suspense>
      }
    />
  ))

/**
 * Loads the chunk of the screen at `pathname` (matched as react-router does: any case, no trailing slash), so the
 * first render can wait for it; resolves when it is in, or failed (the route then retries), at once for /home.
 */
export const preloadScreen = (pathname: string): Promise<void> => {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase()
  const screen = routeElements.find(([path]) => path.toLowerCase() === wanted)?.[1]
  if (!screen || !('fetch' in screen)) return Promise.resolve()
  return screen.fetch().catch(() => undefined)
}
