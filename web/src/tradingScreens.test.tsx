import { Api, defaultSettings, Money, Price } from '@bourse/core'
import type { PendingOrder, Position } from '@bourse/react-hooks'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from './App.js'
import { account } from './appStores.js'
import { ChangeText } from './components/ChangeText.js'
import { RefreshArea } from './components/RefreshArea.js'
import { ThemeToggle } from './components/ThemeToggle.js'
import { useInstrumentName } from './i18n/instrumentName.js'
import { AgreeAndPlace } from './order/AgreeAndPlace.js'
import { IndexBuyPage } from './order/IndexBuyPage.js'
import { PendingOrders } from './positions/PendingOrders.js'
import { PositionRow } from './positions/PositionRow.js'
import { preferences } from './preferences.js'
import { positions } from './screenStores.js'
import { LoginPage } from './session/LoginPage.js'

const inRouter = (node: ReactNode, path = '/') => render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>)

/** A closed 1-hand long: 4 806.00 notional, buy fee 1.44 + sell fee 1.45 charged as orderFee 2.89 (issue 13 item 5). */
const closed: Position = {
  id: 7,
  positionSn: 'S1',
  buyOrderId: 'S1',
  state: 1,
  stockName: '恒信股份',
  stockCode: '600269',
  stockPlate: 'main',
  orderDirection: 'long',
  orderNum: 100,
  lever: 10,
  buyOrderPrice: Price.of('48.06'),
  now_price: Price.of('48.10'),
  marketPrice: Price.of('48.10'),
  orderTotalPrice: Money.of('4806.00'),
  margin: Money.of('480.60'),
  orderFee: Money.of('2.89'),
  orderSpread: Money.of('4.81'),
  spreadRatePrice: Money.of('2.40'),
  orderStayFee: Money.of('0.00'),
  orderStayDays: 0,
  profitAndLose: Money.of('4.00'),
  allProfitAndLose: Money.of('-6.10'),
  profitTarget: null,
  stopLoss: null,
  buyOrderTime: 1_763_700_000_000,
  sellOrderTime: 1_763_700_600_000,
  sellOrderPrice: Price.of('48.10'),
  closeReason: 'user',
  subaccountNumber: null,
}

const pendingOrder = (status: PendingOrder['status']): PendingOrder => ({
  id: 40 + status,
  stockName: '华辰科技',
  stockCode: '600001',
  buyType: 0,
  status,
  num: 100,
  lever: 10,
  limitPrice: Price.of('8.10'),
  marketPrice: Price.of('8.20'),
  profitTarget: null,
  stopLoss: null,
  frozenAmt: Money.of('814.40'),
  addTime: 1_763_700_000_000,
  endTime: 1_763_900_000_000,
  failReason: null,
  positionSn: null,
})

/** One instrument's name as the screens show it. */
const SampleName = () => <p>{useInstrumentName()('华辰科技', 'Huachen Technology')}</p>

describe('trading screens (issue 13)', () => {
  // No server: calls fail as if offline, quietly.
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
    preferences.getState().setLanguage('en')
  })
  afterEach(async () => {
    await new Promise((done) => setTimeout(done, 50))
    vi.unstubAllGlobals()
    cleanup()
    localStorage.removeItem('riseColour')
    preferences.setState({ riseColourChosen: false })
    preferences.getState().setLanguage('en')
  })

  it('item 5: a closed position shows its buy fee and sell fee each under its own name', () => {
    account.setState({ settings: Api.siteSettingsOf(defaultSettings) })
    inRouter(<PositionRow position={closed} />)
    const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    // 4 806.00 × 0.0003 = 1.4418 → 1.44; the rest of 2.89 is the sell fee
    expect(fact('Buy fee')).toBe('1.44')
    expect(fact('Sell fee')).toBe('1.45')
  })

  it('item 4: a cancelled order shows what was released; cancelling a waiting one asks first', () => {
    positions.lists.pending.setState({ items: [pendingOrder(0), pendingOrder(3)], finished: true, total: 2 })
    inRouter(<PendingOrders />)
    const rowOf = (id: number) => document.querySelector(`[data-pending="${id}"]`)
    expect(rowOf(43)?.textContent).toContain('Released')
    expect(rowOf(43)?.textContent).not.toContain('Frozen')
    expect(rowOf(40)?.textContent).toContain('Frozen')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(positions.store.getState().confirmingCancel?.id).toBe(40)
    expect(screen.getByText('Cancel this pending order? Its frozen funds will be released.')).toBeTruthy()
    fireEvent.click(screen.getByText('Keep order'))
    expect(positions.store.getState().confirmingCancel).toBeUndefined()
  })

  it('item 8: pull to refresh speaks English in English mode', () => {
    inRouter(
      <RefreshArea onRefresh={() => Promise.resolve()}>
        <p>rows</p>
      </RefreshArea>,
    )
    expect(document.body.textContent).toContain('Pull down to refresh')
    expect(document.body.textContent).not.toContain('下拉')
  })

  it('item 8: the trade agreement opens from the order form', () => {
    inRouter(<AgreeAndPlace agreed={false} onAgree={() => {}} submitting={false} onPlace={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'Trade agreement' }))
    expect(screen.getByRole('article', { name: 'Trade agreement' })).toBeTruthy()
  })

  it('item 10: /indexBuy without a code offers the index list, not an empty order form', () => {
    inRouter(
      <Routes>
        <Route path="/indexBuy" element={<IndexBuyPage />} />
      </Routes>,
      '/indexBuy',
    )
    expect(screen.getByRole('status').textContent).toContain('Choose an index to trade')
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull()
  })

  it('item 9: the login page says why the visitor is there when it has a url to go back to', () => {
    inRouter(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      '/login?url=%2Fkline%3Fcode%3D600269',
    )
    expect(screen.getByRole('status').textContent).toContain('Log in to open the page you chose')
  })

  it('item 10: the phone number just registered is in the login form', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { phone: '9123456789' } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>,
    )
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('9123456789')
  })

  it('item 11: one rise colour convention, by language unless chosen, on the whole app', () => {
    inRouter(<App />, '/home')
    const app = () => document.querySelector('.app')?.getAttribute('data-rise')
    expect(app()).toBe('greenUp')
    act(() => preferences.getState().setLanguage('zh-CN'))
    expect(app()).toBe('redUp')
    act(() => preferences.getState().setRiseColour('greenUp'))
    expect(app()).toBe('greenUp')
    // a rise is always "up" (its colour comes from data-rise), whichever list shows it
    cleanup()
    inRouter(<ChangeText value={Money.of('1.25')} />)
    expect(screen.getByText('+1.25%').className).toContain('up')
  })

  it('item 10: the theme switch says which theme is on', () => {
    inRouter(<ThemeToggle />)
    expect(screen.getByRole('button', { name: /Theme/ }).textContent).toBe('Dark')
  })

  it('item 8: instruments go by their English name in English mode, by their Chinese name otherwise', () => {
    inRouter(<SampleName />)
    expect(screen.getByText('Huachen Technology')).toBeTruthy()
    act(() => preferences.getState().setLanguage('zh-CN'))
    expect(screen.getByText('华辰科技')).toBeTruthy()
  })
})
